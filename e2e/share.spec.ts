import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { PASSWORD, signIn } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { apiUser, createDiscoveryEvents, koreaDate } from './support/discovery-data.ts';

test('an event page offers sharing and adding to a calendar, and its head tells link previews about it', async ({
  page,
  request,
}) => {
  const host = await apiUser(request);
  const [event] = await createDiscoveryEvents(
    host,
    [],
    [
      {
        key: 'share',
        name: 'Makgeolli tasting in Hapjeong',
        category: 'Food',
        type: 'FirstCome',
        inDays: 10,
        likes: 0,
      },
    ],
  );

  await page.goto(`/events/${event!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Makgeolli tasting in Hapjeong' })).toBeVisible();

  // The head the server wrote for crawlers is there in the browser too.
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Makgeolli tasting in Hapjeong');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`/uploads/previews/event-${event!.id}\\.jpg$`),
  );

  const share = page.getByRole('region', { name: 'Share this event' });
  await expect(share.getByRole('button', { name: /^(Share|Copy link)$/ })).toBeVisible();
  await expect(share.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await expect(share.getByRole('link', { name: /^X / })).toHaveAttribute('href', /^https:\/\/x\.com\/intent\/tweet\?/);

  const calendars = share.getByRole('list', { name: 'Add to calendar' });
  const google = calendars.getByRole('link', { name: /^Google Calendar/ });
  const href = new URL((await google.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe('https://calendar.google.com/calendar/render');
  expect(href.searchParams.get('text')).toBe('Makgeolli tasting in Hapjeong');
  // 19:00 in Korea is 10:00 UTC; without an end time the event ends two hours later.
  expect(href.searchParams.get('dates')).toBe(
    `${koreaDate(10).replace(/-/g, '')}T100000Z/${koreaDate(10).replace(/-/g, '')}T120000Z`,
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    calendars.getByRole('link', { name: 'Apple Calendar, Outlook (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`moim-event-${event!.id}.ics`);
  const ics = fs.readFileSync((await download.path())!, 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain('SUMMARY:Makgeolli tasting in Hapjeong\r\n');

  // The share box (the rest of the page is the event page's own spec's).
  await expect(page.locator('section[aria-labelledby$="-share"]')).toBeVisible();
  await expectNoViolations(page, { include: 'section[aria-labelledby$="-share"]' });
});

test('a deleted event answers 404 with no preview', async ({ request }) => {
  const host = await apiUser(request);
  const [event] = await createDiscoveryEvents(
    host,
    [],
    [{ key: 'gone', name: 'Cancelled hike', category: 'Trip', type: 'FirstCome', inDays: 5, likes: 0 }],
  );
  expect((await request.get(`/events/${event!.id}`)).status()).toBe(200);
  const deleted = await host.api.delete(`/api/events/${event!.id}`, {
    headers: { authorization: `Bearer ${host.token}` },
  });
  expect(deleted.status()).toBe(200);
  // One process answers at once; with several (CI's PostgreSQL pass), the one that did not delete
  // hears of it through PostgreSQL within 100 ms (the server's cross-process tests hold it to that).
  await expect.poll(async () => (await request.get(`/events/${event!.id}`)).status(), { timeout: 2000 }).toBe(404);
  const gone = await request.get(`/events/${event!.id}`);
  expect(gone.status()).toBe(404);
  expect(await gone.text()).not.toContain('Cancelled hike');
});

test("a user's own page gives their calendar feed, which lists the events they host", async ({ page, request }) => {
  const host = await apiUser(request);
  await createDiscoveryEvents(
    host,
    [],
    [{ key: 'feed', name: 'Board games at Sinchon', category: 'Games', type: 'FirstCome', inDays: 3, likes: 0 }],
  );
  await signIn(page, host.userId, PASSWORD);
  await page.goto(`/userPage/${host.userId}`);
  const feed = page.getByRole('region', { name: 'Your calendar' });
  const address = feed.getByRole('textbox', { name: 'Your calendar address' });
  await expect(address).toHaveValue(/\/api\/calendar\/[\w-]{48}\.ics$/);
  const file = await request.get(await address.inputValue());
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await file.text()).toContain('SUMMARY:Board games at Sinchon');

  const old = await address.inputValue();
  await feed.getByRole('button', { name: 'Make a new address' }).click();
  await feed.getByRole('group').getByRole('button', { name: 'Make a new address' }).click();
  await expect(page.getByText('Your calendar has a new address. The old one no longer works.')).toBeVisible();
  await expect(address).not.toHaveValue(old);
  expect((await request.get(old)).status()).toBe(404);
  expect((await request.get(await address.inputValue())).status()).toBe(200);
});
