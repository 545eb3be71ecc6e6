import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { crowd, registerUser, type TestUser } from '../../test/accounts.ts';
import { createEvent } from '../../test/events.ts';
import { CRAWLER_HEADERS, parseHead } from '../../test/page-head.ts';
import { join } from '../../test/participation.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  // Visitors' short cache on, as in production: a change must still show at once.
  t = await createTestApp({ env: { VISITOR_CACHE_MS: '60000', QUOTA_EVENTS_PER_DAY: '1000' } });
  host = await registerUser(t, { username: 'Mina Park' });
});
beforeEach(() => t.clock.set(TEST_NOW));
afterAll(() => t.close());

const page = (id: number | string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url: `/events/${id}`, headers: CRAWLER_HEADERS });
const uploadsDir = () => path.join(t.config.dataDir, 'uploads');
const fileOf = (storedUrl: string) => path.join(uploadsDir(), storedUrl.replace(/^\/uploads\//, ''));
const stored = (absoluteUrl: string) => new URL(absoluteUrl).pathname;
const deleteEvent = (id: number) => t.app.inject({ method: 'DELETE', url: `/api/events/${id}`, headers: host.auth });

/** What the tests read of the JSON-LD beyond comparing it whole. */
interface EventLd {
  name: string;
  description: string;
  image: string[];
  startDate: string;
  remainingAttendeeCapacity: number;
  offers: { price: number; availability: string };
  location: { name: string; geo: { latitude: number; longitude: number } };
}

/** The schema.org Event of a page (the test fails unless there is exactly one JSON-LD block). */
function eventLd(html: string): EventLd {
  const { jsonLd } = parseHead(html);
  expect(jsonLd).toHaveLength(1);
  return jsonLd[0] as EventLd;
}

describe('GET /events/{id}: the head a link preview reads', () => {
  it('has the title, description, OpenGraph tags and Twitter card of the event', async () => {
    const event = await createEvent(t, host, {
      description: '<p>Bring <strong>snacks</strong> &amp; a mat.</p><p>We meet at exit 1 &lt;3</p>',
    });
    const r = await page(event.id);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.headers['cache-control']).toBe('no-cache');

    const head = parseHead(r.body);
    expect(head.inHead).toBe(true);
    // The page's own title and description, in place of the site's (not beside them).
    expect(head.titles).toEqual(['Hangang picnic · Moim']);
    expect(head.one('description')).toBe('Bring snacks & a mat. We meet at exit 1 <3');
    expect(head.canonical).toEqual([`http://moim.test/events/${event.id}`]);
    expect(head.one('og:title')).toBe('Hangang picnic');
    expect(head.one('og:description')).toBe('Bring snacks & a mat. We meet at exit 1 <3');
    expect(head.one('og:type')).toBe('website');
    expect(head.one('og:url')).toBe(`http://moim.test/events/${event.id}`);
    expect(head.one('og:site_name')).toBe('Moim');
    expect(head.one('og:image')).toBe(`http://moim.test/uploads/previews/event-${event.id}.jpg`);
    expect(head.one('og:image:width')).toBe('1200');
    expect(head.one('og:image:height')).toBe('630');
    expect(head.one('og:image:type')).toBe('image/jpeg');
    expect(head.one('og:image:alt')).toBe('Hangang picnic');
    expect(head.one('twitter:card')).toBe('summary_large_image');
    expect(head.one('twitter:title')).toBe('Hangang picnic');
    expect(head.one('twitter:image')).toBe(head.one('og:image'));
    // The banner the page shows first is fetched while the app loads, at the address the app shows.
    const shown = await t.app.inject({ method: 'GET', url: `/api/events/getEvents/${event.id}` });
    expect(head.preloads[0]).toEqual({
      href: shown.json<{ mainImage: string }>().mainImage,
      as: 'image',
      fetchpriority: 'high',
    });
    // Then its data, and the screen's code and style, which the web build lists (plugins/web-app.test.ts).
    expect(head.preloads.slice(1).map((preload) => preload.as)).toEqual(['fetch', 'style']);
    expect(head.preloads[0]!.href).toMatch(/^http:\/\/moim\.test\/uploads\/events\/.+\.webp$/);
    // The app still boots from the same document.
    expect(r.body).toContain('<div id="root"></div>');
  });

  it("names the place by its venue when the host gave one, at the host's point", async () => {
    const event = await createEvent(t, host, { venue: 'Café Sol', latitude: 37.5551, longitude: 126.8953 });
    expect(eventLd((await page(event.id)).body).location).toMatchObject({
      name: 'Café Sol',
      geo: { '@type': 'GeoCoordinates', latitude: 37.5551, longitude: 126.8953 },
    });
  });

  it('describes the event as a schema.org Event: Korea time, place with coordinates, price in KRW, host', async () => {
    const event = await createEvent(t, host);
    const ld = eventLd((await page(event.id)).body);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Hangang picnic',
      description: 'Bring snacks',
      url: `http://moim.test/events/${event.id}`,
      image: [
        `http://moim.test/uploads/previews/event-${event.id}.jpg`,
        expect.stringMatching(/^http:\/\/moim\.test\/uploads\/events\/.+\.webp$/),
      ],
      startDate: '2026-03-14T14:30:00+09:00',
      endDate: '2026-03-14T16:30:00+09:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Mangwon Hangang Park, exit 1',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '서울특별시 마포구 (Mapo-gu, Seoul)',
          addressCountry: 'KR',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 37.5663, longitude: 126.9019 },
      },
      maximumAttendeeCapacity: 10,
      remainingAttendeeCapacity: 9,
      offers: {
        '@type': 'Offer',
        price: 5000,
        priceCurrency: 'KRW',
        availability: 'https://schema.org/InStock',
        url: `http://moim.test/events/${event.id}`,
        validFrom: TEST_NOW,
      },
      organizer: { '@type': 'Person', name: 'Mina Park', url: `http://moim.test/userPage/${host.userId}` },
    });
    // The start is the host's 14:30 in Seoul.
    expect(new Date(ld.startDate).toISOString()).toBe('2026-03-14T05:30:00.000Z');
  });

  it('says SoldOut once the last seat is taken (the visitors’ cache notwithstanding) or the event has started', async () => {
    const event = await createEvent(t, host, { minParticipants: 1, maxParticipants: 2, price: 0 });
    expect(eventLd((await page(event.id)).body).offers).toMatchObject({
      price: 0,
      availability: 'https://schema.org/InStock',
    });

    const [guest] = await crowd(t, 1);
    expect((await join(t, guest!, event.id)).statusCode).toBe(201);
    const full = eventLd((await page(event.id)).body);
    expect(full.offers.availability).toBe('https://schema.org/SoldOut');
    expect(full.remainingAttendeeCapacity).toBe(0);

    const later = await createEvent(t, host);
    t.clock.set('2026-03-14T06:00:00Z');
    expect(eventLd((await page(later.id)).body).offers.availability).toBe('https://schema.org/SoldOut');
  });

  it('escapes a hostile name and description everywhere, so nothing breaks out of its element', async () => {
    const name = `</script><script>alert("x")</script>\u2028<!-- '&amp;`;
    const event = await createEvent(t, host, {
      name,
      description: '<p>&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; "quoted"</p>',
    });
    const r = await page(event.id);
    const head = parseHead(r.body);
    // Only the JSON-LD block is a script: the name opened none.
    expect(head.scripts).toBe(1);
    expect(head.titles).toEqual([`${name} · Moim`]);
    expect(head.one('og:title')).toBe(name);
    expect(head.one('twitter:title')).toBe(name);
    expect(head.one('og:description')).toBe('</script><img src=x onerror=alert(1)> "quoted"');
    const ld = eventLd(r.body);
    expect(ld.name).toBe(name);
    expect(ld.description).toBe('</script><img src=x onerror=alert(1)> "quoted"');
    expect(r.body).not.toContain('<script>alert');
    expect(r.body).not.toContain('<img src=x');
  });

  it('cuts a long description at a word, and tells an event without one by its time and place', async () => {
    const long = await createEvent(t, host, { description: `<p>${'word '.repeat(100)}</p>` });
    const description = parseHead((await page(long.id)).body).one('og:description');
    expect([...description].length).toBeLessThanOrEqual(200);
    expect(description).toMatch(/^(word )+word…$/);

    const bare = await createEvent(t, host, { description: '' });
    expect(parseHead((await page(bare.id)).body).one('description')).toBe(
      '2026-03-14 14:30 KST · 서울특별시 마포구 (Mapo-gu, Seoul), Mangwon Hangang Park, exit 1',
    );
  });

  it('makes the 1200×630 preview image once, from the main image, and serves it as a file', async () => {
    const event = await createEvent(t, host);
    const first = parseHead((await page(event.id)).body).one('og:image');
    const image = await t.app.inject({ method: 'GET', url: stored(first) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const info = await sharp(image.rawPayload).metadata();
    expect(info).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });

    // Made once: without its source it is still there, and the page still names it.
    const ld = eventLd((await page(event.id)).body);
    fs.rmSync(fileOf(stored(ld.image[1]!)));
    expect(parseHead((await page(event.id)).body).one('og:image')).toBe(first);
    expect((await t.app.inject({ method: 'GET', url: stored(first) })).statusCode).toBe(200);
  });

  it('shows the main image as it is when no preview can be made from it', async () => {
    const event = await createEvent(t, host);
    const main = (await t.app.inject({ method: 'GET', url: `/api/events/getEvents/${event.id}` })).json().mainImage;
    fs.rmSync(fileOf(stored(main)));
    const head = parseHead((await page(event.id)).body);
    expect(head.one('og:image')).toBe(main);
    expect(head.meta.get('og:image:width')).toBeUndefined();
    expect(head.one('twitter:card')).toBe('summary_large_image');
  });

  it('answers HEAD like GET', async () => {
    const event = await createEvent(t, host);
    expect((await page(event.id, 'HEAD')).statusCode).toBe(200);
    expect((await page(999_999, 'HEAD')).statusCode).toBe(404);
  });
});

describe('GET /events/{id} of an event that does not exist', () => {
  it('answers a deleted event with 404 and no trace of its preview, though visitors had it cached', async () => {
    const event = await createEvent(t, host, { name: 'Gone soon' });
    const before = await page(event.id);
    const preview = stored(parseHead(before.body).one('og:image'));
    expect((await t.app.inject({ method: 'GET', url: `/api/events/getEvents/${event.id}` })).statusCode).toBe(200);

    expect((await deleteEvent(event.id)).statusCode).toBe(200);
    const after = await page(event.id);
    expect(after.statusCode).toBe(404);
    expect(after.headers['content-type']).toMatch(/^text\/html/);
    // The app still loads, to show its own "this event does not exist" screen.
    expect(after.body).toContain('<div id="root"></div>');
    expect(after.body).not.toContain('Gone soon');
    const head = parseHead(after.body);
    expect(head.titles).toEqual(['Moim']);
    expect(head.meta.get('og:title')).toBeUndefined();
    expect(head.meta.get('og:image')).toBeUndefined();
    expect(head.jsonLd).toEqual([]);
    expect(head.one('robots')).toBe('noindex');
    // Its preview image goes too, just after the answer.
    await vi.waitFor(() => expect(fs.existsSync(fileOf(preview))).toBe(false));
    expect((await t.app.inject({ method: 'GET', url: preview })).statusCode).toBe(404);
  });

  it.each(['999999', 'abc', '0', '-1', '1.5', '99999999999', '1e3'])('answers /events/%s with 404', async (id) => {
    const r = await page(id);
    expect(r.statusCode).toBe(404);
    expect(parseHead(r.body).meta.get('og:title')).toBeUndefined();
  });
});
