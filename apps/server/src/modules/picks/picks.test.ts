import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crowd, type TestUser } from '../../test/accounts.ts';
import { createEvent } from '../../test/events.ts';
import { join } from '../../test/participation.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../../test/test-database.ts';
import { dueWeek } from './picks.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { QUOTA_EVENTS_PER_DAY: '1000' } });
});
beforeEach(() => t.clock.set(TEST_NOW));
afterAll(() => t.close());

/** The test events start 2026-03-14 14:30 in Korea, 12 days after TEST_NOW (a Monday). */
const HAEUNDAE = { location: '부산광역시 해운대구 (Haeundae-gu, Busan)', latitude: 35.1631, longitude: 129.1635 };
/** Friday 2026-03-06 10:00 in Korea: the week's picks are due. */
const FRIDAY_TEN = '2026-03-06T01:00:00.000Z';

const call = (user: TestUser | undefined, method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });

async function picksOf(user: TestUser) {
  const r = await call(user, 'GET', '/picks');
  expect(r.statusCode).toBe(200);
  return r.json() as {
    preferences: { spokenLanguages: string[]; homeArea: unknown };
    events: { id: number; name: string }[];
  };
}
const names = async (user: TestUser) => (await picksOf(user)).events.map((e) => e.name);

async function prefer(user: TestUser, spokenLanguages: string[], homeArea: unknown = null) {
  const r = await call(user, 'PUT', '/picks/preferences', { spokenLanguages, homeArea });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { events: { name: string }[] };
}

const consent = (user: TestUser, marketing: boolean) =>
  t.app.inject({ method: 'PATCH', url: '/api/notifications/settings', headers: user.auth, payload: { marketing } });

const picksMails = (user: TestUser) =>
  queryRows<{ subject: string; text: string; headers: Record<string, string> | null }>(
    t.database,
    sql`select subject, text, headers from mail_outbox where recipient = ${user.email} and subject like '%picks%' order by id`,
  );

describe('the picks', () => {
  it('are upcoming events in a language the person speaks; never their own, joined, or too far ahead', async () => {
    const [me, host] = await crowd(t, 2);
    await prefer(me!, ['th']);
    await createEvent(t, host!, { name: 'Thai cooking', languages: ['th'] });
    await createEvent(t, host!, { name: 'English only', languages: ['en'], category: 'Activities' });
    await createEvent(t, me!, { name: 'My own Thai night', languages: ['th'] });
    // Joined: its category (Learning) becomes an interest, and no other event is of it.
    const joined = await createEvent(t, host!, { name: 'Joined Thai walk', languages: ['th'], category: 'Learning' });
    await join(t, me!, joined.id);
    await createEvent(t, host!, { name: 'Thai next month', languages: ['th'], date: '2026-03-30' });

    expect(await names(me!)).toEqual(['Thai cooking']);
  });

  it('follow the language Moim is read in until the person chooses', async () => {
    const [me, host] = await crowd(t, 2);
    await call(me!, 'PUT', '/user/language', { language: 'ja' });
    await createEvent(t, host!, { name: 'Japanese tea', languages: ['ja'] });
    const picks = await picksOf(me!);
    expect(picks.preferences).toEqual({ spokenLanguages: ['ja'], homeArea: null });
    expect(picks.events.map((e) => e.name)).toContain('Japanese tea');
  });

  it('count the home area: an event near it, not one across the country', async () => {
    const [me, host] = await crowd(t, 2);
    const home = { name: 'Haeundae-gu, Busan', latitude: 35.17, longitude: 129.16 };
    const answer = await prefer(me!, ['mn'], home);
    await createEvent(t, host!, { name: 'Haeundae beach run', languages: ['de'], ...HAEUNDAE });
    await createEvent(t, host!, { name: 'Mapo board games', languages: ['de'] });
    expect(answer.events).toEqual([]);
    const picks = await picksOf(me!);
    expect(picks.preferences).toEqual({ spokenLanguages: ['mn'], homeArea: home });
    expect(picks.events.map((e) => e.name)).toEqual(['Haeundae beach run']);
  });

  it('count the categories the person joined or liked, after the languages they speak', async () => {
    const [me, host] = await crowd(t, 2);
    await prefer(me!, ['uz']);
    const liked = await createEvent(t, host!, { name: 'Liked game night', category: 'Games', languages: ['es'] });
    await t.app.inject({ method: 'POST', url: `/api/likes/${liked.id}/like`, headers: me!.auth, payload: {} });
    await createEvent(t, host!, { name: 'Chess club', category: 'Games', languages: ['es'], time: '10:00' });
    await createEvent(t, host!, { name: 'Uzbek plov', category: 'Food', languages: ['uz'], time: '18:00' });
    await createEvent(t, host!, { name: 'Spanish social', category: 'Social', languages: ['es'] });

    expect(await names(me!)).toEqual(['Uzbek plov', 'Chess club', 'Liked game night']);
  });

  it('refuse bad preferences with 4xx and visitors with 401', async () => {
    const [me] = await crowd(t, 1);
    for (const body of [
      { spokenLanguages: ['xx'], homeArea: null },
      { spokenLanguages: [], homeArea: null },
      { spokenLanguages: ['en'], homeArea: { name: 'Tokyo', latitude: 35.68, longitude: 139.76 } },
      { spokenLanguages: ['en'], homeArea: { name: 'a\u0000b', latitude: 37.5, longitude: 127 } },
      { spokenLanguages: ['en'], homeArea: { name: 'x'.repeat(10_000), latitude: 37.5, longitude: 127 } },
      { spokenLanguages: ['en'] },
    ]) {
      expect((await call(me!, 'PUT', '/picks/preferences', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call(undefined, 'GET', '/picks')).statusCode).toBe(401);
    expect(
      (await call(undefined, 'PUT', '/picks/preferences', { spokenLanguages: ['en'], homeArea: null })).statusCode,
    ).toBe(401);
  });
});

describe('the weekly mail', () => {
  it('goes on Friday at 10:00 in Korea, once a week, to those who consented, with a one-click unsubscribe', async () => {
    const [reader, refuser, host] = await crowd(t, 3);
    await prefer(reader!, ['ne']);
    await prefer(refuser!, ['ne']);
    expect((await consent(reader!, true)).statusCode).toBe(200);
    await consent(refuser!, false);
    const event = await createEvent(t, host!, { name: 'Nepali momo night', languages: ['ne'] });
    // Named by the host in the reader's language too (decision 77): the mail uses that name.
    await createEvent(t, host!, {
      name: '네팔 달밧 요리 교실',
      languages: ['ne'],
      secondLanguage: 'en',
      secondName: 'Nepali dal bhat class',
      time: '11:00',
    });

    t.clock.set(new Date(new Date(FRIDAY_TEN).getTime() - 60_000));
    await t.app.sendWeeklyPicks();
    expect(await picksMails(reader!)).toEqual([]);

    t.clock.set(FRIDAY_TEN);
    await Promise.all([t.app.sendWeeklyPicks(), t.app.sendWeeklyPicks()]);
    await t.app.sendWeeklyPicks();
    const mails = await picksMails(reader!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('[Moim] Your picks for this week');
    expect(mails[0]!.text).toContain(`Nepali momo night\n`);
    expect(mails[0]!.text).toContain(`Nepali dal bhat class\n`);
    expect(mails[0]!.text).not.toContain('네팔 달밧');
    expect(mails[0]!.text).toContain(`http://moim.test/events/${event.id}`);
    expect(mails[0]!.text).toContain('See your picks on Moim: http://moim.test/picks');
    expect(await picksMails(refuser!)).toEqual([]);

    // The mail program's one click withdraws the consent.
    const url = new URL(/^<(.+)>$/.exec(mails[0]!.headers!['List-Unsubscribe']!)![1]!);
    const r = await t.app.inject({ method: 'POST', url: url.pathname + url.search });
    expect(r.json()).toEqual({ topic: 'marketing' });
    t.clock.set(TEST_NOW);
    const settings = await t.app.inject({ method: 'GET', url: '/api/notifications/settings', headers: reader!.auth });
    expect(settings.json()).toMatchObject({ marketing: false });
  });

  it('is caught up after downtime within two days, and not later; nobody with nothing to pick gets one', async () => {
    const [late, nothing, host] = await crowd(t, 3);
    await prefer(late!, ['hi']);
    await prefer(nothing!, ['ar']);
    await consent(late!, true);
    await consent(nothing!, true);
    await createEvent(t, host!, { name: 'Hindi film club', languages: ['hi'] });

    // Sunday after the next Friday 10:01: too late for that week.
    t.clock.set('2026-03-15T01:01:00.000Z');
    await t.app.sendWeeklyPicks();
    expect(await picksMails(late!)).toEqual([]);
    // Saturday 09:00, the day after: caught up.
    t.clock.set('2026-03-07T00:00:00.000Z');
    await t.app.sendWeeklyPicks();
    expect(await picksMails(late!)).toHaveLength(1);
    expect(await picksMails(nothing!)).toEqual([]);
  });
});

describe('dueWeek', () => {
  it("is the week's Friday from its 10:00 in Korea for two days, else none", () => {
    expect(dueWeek(new Date('2026-03-06T00:59:59Z'))).toBeNull();
    expect(dueWeek(new Date('2026-03-06T01:00:00Z'))).toBe('2026-03-06');
    expect(dueWeek(new Date('2026-03-08T00:59:59Z'))).toBe('2026-03-06');
    expect(dueWeek(new Date('2026-03-08T01:00:00Z'))).toBeNull();
    expect(dueWeek(new Date('2026-03-12T12:00:00Z'))).toBeNull();
    expect(dueWeek(new Date('2026-03-13T02:00:00Z'))).toBe('2026-03-13');
  });
});
