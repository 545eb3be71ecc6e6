import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crowd, registerUser, type TestUser } from '../../test/accounts.ts';
import { createEvent } from '../../test/events.ts';
import { cancel, decide, join, participantId } from '../../test/participation.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: { QUOTA_EVENTS_PER_DAY: '1000' } });
  host = await registerUser(t);
});
beforeEach(() => t.clock.set(TEST_NOW));
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const eventFile = (id: number) => get(`/api/events/${id}/calendar.ics`);

/** The file parsed by a real iCalendar parser: the calendar and its events. */
function parseCalendar(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) };
}

/** An instant as a clock in Seoul shows it: `YYYY-MM-DD HH:mm`. */
const inSeoul = (date: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);

/** RFC 5545's form: CRLF after every line, none longer than 75 octets. */
function expectWellFormed(body: string) {
  expect(body.endsWith('\r\n')).toBe(true);
  expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of body.split('\r\n')) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
}

describe('GET /api/events/{id}/calendar.ics', () => {
  it('is an RFC 5545 file of the event, its start at the host’s time in Korea', async () => {
    const event = await createEvent(t, host, {
      name: 'Picnic; games, and "more" \\ fun',
      description: '<p>Bring <strong>snacks</strong> &amp; a mat.</p><ul><li>Frisbee</li><li>Kimbap</li></ul>',
    });
    const r = await eventFile(event.id);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="moim-event-${event.id}.ics"`);
    expectWellFormed(r.body);

    const { calendar, events } = parseCalendar(r.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Moim//Moim events//EN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(events).toHaveLength(1);
    const entry = events[0]!;
    expect(entry.uid).toBe(`moim-event-${event.id}@moim.test`);
    expect(entry.summary).toBe('Picnic; games, and "more" \\ fun');
    // 14:30 on 14 March in Seoul, written as UTC.
    expect(entry.startDate.toJSDate().toISOString()).toBe('2026-03-14T05:30:00.000Z');
    expect(inSeoul(entry.startDate.toJSDate())).toBe('2026-03-14 14:30');
    expect(entry.startDate.toString()).toBe('2026-03-14T05:30:00Z');
    // No end time was given: two hours after the start.
    expect(entry.endDate.toString()).toBe('2026-03-14T07:30:00Z');
    expect(entry.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-03-02T03:00:00Z');
    expect(entry.location).toBe('서울특별시 마포구 (Mapo-gu, Seoul), Mangwon Hangang Park, exit 1');
    expect(entry.component.getFirstPropertyValue('geo')).toEqual([37.5663, 126.9019]);
    expect(entry.component.getFirstPropertyValue('url')).toBe(`http://moim.test/events/${event.id}`);
    expect(entry.description).toBe(`Bring snacks & a mat.\nFrisbee\nKimbap\n\nhttp://moim.test/events/${event.id}`);
  });

  it('folds long lines at 75 octets without splitting a character, and the parser reads them back whole', async () => {
    const text = '한강에서 만나요. '.repeat(40).trim();
    const event = await createEvent(t, host, {
      name: '한강 피크닉과 보드게임의 밤 '.repeat(3).trim(),
      description: `<p>${text}</p>`,
    });
    const r = await eventFile(event.id);
    expectWellFormed(r.body);
    expect(r.body).toMatch(/\r\n [^\r\n]/);
    const [entry] = parseCalendar(r.body).events;
    expect(entry!.summary).toBe('한강 피크닉과 보드게임의 밤 '.repeat(3).trim());
    expect(entry!.description).toBe(`${text}\n\nhttp://moim.test/events/${event.id}`);
  });

  it("puts the venue's name first in the place, at the host's exact point", async () => {
    const event = await createEvent(t, host, { venue: 'Café Sol', latitude: 37.5551, longitude: 126.8953 });
    const [entry] = parseCalendar((await eventFile(event.id)).body).events;
    expect(entry!.location).toBe('Café Sol, 서울특별시 마포구 (Mapo-gu, Seoul), Mangwon Hangang Park, exit 1');
    expect(entry!.component.getFirstPropertyValue('geo')).toEqual([37.5551, 126.8953]);
  });

  it('gives the event the same UID every time', async () => {
    const event = await createEvent(t, host);
    const first = parseCalendar((await eventFile(event.id)).body).events[0]!.uid;
    t.clock.advance(60_000);
    expect(parseCalendar((await eventFile(event.id)).body).events[0]!.uid).toBe(first);
  });

  it('answers 404 for an event that does not exist or was deleted, and 400 for an id that is none', async () => {
    const event = await createEvent(t, host);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers: host.auth })).statusCode,
    ).toBe(200);
    for (const id of [event.id, 999_999]) {
      const r = await eventFile(id);
      expect(r.statusCode).toBe(404);
      expect(r.json().code).toBe('eventNotFound');
    }
    expect((await eventFile('abc' as never)).statusCode).toBe(400);
  });
});

describe('the personal calendar feed', () => {
  const feedOf = (user: TestUser) => get('/api/calendar/feed', user.auth);
  const reset = (user: TestUser) =>
    t.app.inject({ method: 'POST', url: '/api/calendar/feed/reset', headers: user.auth });
  const feedFile = (token: string) => get(`/api/calendar/${token}.ics`);
  /** The names of the events in a user's feed, in order. */
  async function namesIn(token: string): Promise<string[]> {
    const r = await feedFile(token);
    expect(r.statusCode).toBe(200);
    return parseCalendar(r.body).events.map((e) => e.summary);
  }

  it('is for the signed-in user only', async () => {
    expect((await get('/api/calendar/feed')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/calendar/feed/reset' })).statusCode).toBe(401);
  });

  it('gives each user their own secret address, the same one each time until they reset it', async () => {
    const [a, b] = await crowd(t, 2);
    const first = await feedOf(a!);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const { token, url } = first.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{48}$/);
    expect(url).toBe(`http://moim.test/api/calendar/${token}.ics`);
    expect((await feedOf(a!)).json().token).toBe(token);
    expect((await feedOf(b!)).json().token).not.toBe(token);
  });

  it('lists the events the user hosts or has a seat at, in Korea time, and follows joins and cancellations', async () => {
    const [guest] = await crowd(t, 1);
    const token = (await feedOf(guest!)).json().token as string;
    expect(await namesIn(token)).toEqual([]);

    await createEvent(t, guest!, { name: 'My own walk', date: '2026-03-20', time: '19:00' });
    const firstCome = await createEvent(t, host, { name: 'Picnic', date: '2026-03-14' });
    const register = await createEvent(t, host, { name: 'Dinner', type: 'Register', date: '2026-03-16' });
    await createEvent(t, host, { name: 'Not going' });
    expect(await namesIn(token)).toEqual(['My own walk']);

    expect((await join(t, guest!, firstCome.id)).statusCode).toBe(201);
    // An application waiting for the host is not a seat yet.
    expect((await join(t, guest!, register.id)).statusCode).toBe(201);
    expect(await namesIn(token)).toEqual(['Picnic', 'My own walk']);

    expect(
      (await decide(t, host, await participantId(t, guest!, register.id), register.id, 'Approved')).statusCode,
    ).toBe(200);
    const r = await feedFile(token);
    expectWellFormed(r.body);
    expect(r.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(r.headers['cache-control']).toBe('private, no-cache');
    const { calendar, events } = parseCalendar(r.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Moim');
    expect(calendar.getFirstPropertyValue('refresh-interval')?.toString()).toBe('PT1H');
    expect(events.map((e) => [e.summary, inSeoul(e.startDate.toJSDate())])).toEqual([
      ['Picnic', '2026-03-14 14:30'],
      ['Dinner', '2026-03-16 14:30'],
      ['My own walk', '2026-03-20 19:00'],
    ]);
    // The same UID as the event's own file, so a calendar that has both keeps one.
    const own = parseCalendar((await get(`/api/events/${firstCome.id}/calendar.ics`)).body).events[0]!;
    expect(events[0]!.uid).toBe(own.uid);

    expect((await cancel(t, guest!, firstCome.id)).statusCode).toBe(200);
    expect(
      await t.app.inject({ method: 'DELETE', url: `/api/events/${register.id}`, headers: host.auth }),
    ).toMatchObject({ statusCode: 200 });
    expect(await namesIn(token)).toEqual(['My own walk']);
  });

  it('keeps events of the last 30 days and drops older ones', async () => {
    const [guest] = await crowd(t, 1);
    const token = (await feedOf(guest!)).json().token as string;
    await createEvent(t, guest!, { name: 'Soon', date: '2026-03-14', time: '10:00' });
    t.clock.set('2026-04-12T00:00:00Z');
    expect(await namesIn(token)).toEqual(['Soon']);
    t.clock.set('2026-04-14T00:00:00Z');
    expect(await namesIn(token)).toEqual([]);
  });

  it('stops answering the old address once reset, and answers the new one', async () => {
    const [user] = await crowd(t, 1);
    await createEvent(t, user!, { name: 'Board games' });
    const old = (await feedOf(user!)).json().token as string;
    expect(await namesIn(old)).toEqual(['Board games']);

    const r = await reset(user!);
    expect(r.statusCode).toBe(200);
    const fresh = r.json().token as string;
    expect(fresh).not.toBe(old);
    expect(r.json().url).toBe(`http://moim.test/api/calendar/${fresh}.ics`);
    expect((await feedOf(user!)).json().token).toBe(fresh);

    const gone = await feedFile(old);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({
      code: 'calendarFeedNotFound',
      message: 'This calendar address is no longer valid. Copy the current one from your profile page on Moim.',
    });
    expect(await namesIn(fresh)).toEqual(['Board games']);
  });

  it('answers 404 for a token it did not give, including a known selector with a wrong secret', async () => {
    const [user] = await crowd(t, 1);
    const token = (await feedOf(user!)).json().token as string;
    const wrongSecret = `${token.slice(0, 16)}${'A'.repeat(32)}`;
    for (const unknown of [wrongSecret, 'A'.repeat(48), 'abc', token.slice(0, 47), `${token}x`]) {
      expect((await feedFile(unknown)).statusCode, unknown).toBe(404);
    }
    expect((await feedFile('a'.repeat(101))).statusCode).toBe(400);
  });

  it('resets with an empty JSON body too, and refuses a cookie change from another site', async () => {
    const [user] = await crowd(t, 1);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/calendar/feed/reset',
      headers: { ...user!.auth, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/calendar/feed/reset',
      headers: { cookie: `moim_session=${user!.token}`, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('the OpenAPI document', () => {
  it('documents the calendar files as text/calendar, with every status they answer', async () => {
    const doc = (await get('/api/docs/json')).json();
    const feed = doc.paths['/api/calendar/{token}.ics'].get;
    // A read answers no 403: a session that must change its password may read (decision 47).
    expect(Object.keys(feed.responses).sort()).toEqual(['200', '400', '404', '414', '429']);
    expect(feed.responses['200'].content['text/calendar'].schema).toEqual({ type: 'string' });
    const single = doc.paths['/api/events/{id}/calendar.ics'].get;
    expect(single.responses['200'].content['text/calendar']).toBeDefined();
    expect(Object.keys(doc.paths['/api/calendar/feed'].get.responses).sort()).toEqual(['200', '401', '429']);
    expect(doc.paths['/api/calendar/feed/reset'].post.responses).toHaveProperty('401');
  });
});
