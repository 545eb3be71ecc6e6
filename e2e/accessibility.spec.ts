import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, signIn } from './support/accounts.ts';
import { apiUser, createDiscoveryEvents } from './support/discovery-data.ts';
import { createProfileScene } from './support/profile-data.ts';

test('the home page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the FAQ, with answers open, has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/fnq');
  await page.getByRole('button', { name: 'What is Moim?' }).click();
  await page.getByRole('button', { name: 'How do I report a person, a message or an event?' }).click();
  await expect(page.getByRole('region', { name: 'What is Moim?' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the company page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/ourCompany');
  await expect(page.getByRole('heading', { level: 1, name: 'About Moim' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the contact form, with its errors shown, has no serious or critical accessibility violations', async ({
  page,
}) => {
  await page.goto('/contactUs');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter a title.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

/** The serious and critical violations axe finds on the page (or in `include`), one line each. */
async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the review screens have no serious or critical accessibility violations', async ({ page, request }) => {
  test.setTimeout(90_000);
  const host = await apiUser(request);
  const guest = await apiUser(request);
  const [event] = await createDiscoveryEvents(
    host,
    [],
    [{ key: 'review', name: 'Dumplings for reviewers', category: 'Food', type: 'FirstCome', inDays: 3, likes: 0 }],
  );
  const joined = await guest.api.post('/api/participants/createParticipant', {
    headers: { authorization: `Bearer ${guest.token}` },
    data: { eventId: event!.id, userId: guest.userId, answer: '' },
  });
  expect(joined.status()).toBe(201);
  await signIn(page, guest.userId, PASSWORD);

  // Before the start: the page that says why there is no form.
  await page.goto(`/reviewEvent/${event!.id}`);
  await expect(page.getByRole('heading', { name: 'Not started yet' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The browser's clock a week on (the server's stays): the event page offers Review, which opens the form.
  await page.clock.install({ time: new Date(Date.now() + 7 * 24 * 3600 * 1000) });
  await page.goto(`/events/${event!.id}`);
  await page.getByRole('link', { name: 'Write a review' }).click();
  await expect(page).toHaveURL(new RegExp(`/reviewEvent/${event!.id}$`));
  const stars = page.getByRole('slider', { name: 'Your rating' });
  await expect(stars).toBeVisible();
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(stars).toBeFocused();
  await expect(stars).toHaveAccessibleDescription(/Please provide a rating\./);
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(stars).toHaveAttribute('aria-valuetext', '4.5 out of 5 stars');
  await page.getByRole('textbox', { name: 'Your review' }).fill('Warm dumplings and good company.');
  await expect(page.getByText('32/300')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A host's page and the event's reviews, with reviews in them (the server cannot have any yet:
  // nobody may review before the start), answered by the test.
  const review = (id: number, name: string) => ({
    id,
    rating: 4.5,
    comment: '<p>Warm <strong>dumplings</strong> and good company.</p>',
    images: [{ url: '/favicon.svg' }, { url: '/favicon.svg' }],
    createdAt: new Date().toISOString(),
    user: { userId: guest.userId, username: name, profileImage: null },
  });
  await page.route(`**/api/reviews/host/${host.userId}?**`, (route) =>
    route.fulfill({
      json: [
        { ...review(2, 'Guest two'), event: { id: event!.id, name: event!.name } },
        { ...review(1, 'Guest one'), event: { id: 0, name: '' } },
      ],
      headers: { 'x-total-count': '2' },
    }),
  );
  await page.route(`**/api/reviews/host/${host.userId}/average`, (route) =>
    route.fulfill({ json: { average: 4.5, count: 2, reviewCount: 2 } }),
  );
  await page.goto(`/reviews/${host.userId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Guest two' })).toBeVisible();
  await expect(page.getByText('(Deleted event)')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.route(`**/api/reviews/event/${event!.id}`, (route) =>
    route.fulfill({ json: [review(2, 'Guest two'), review(1, 'Guest one')] }),
  );
  await page.goto(`/events/${event!.id}`);
  const reviews = page.getByRole('region', { name: 'Reviews 2 reviews' });
  await expect(reviews.getByRole('heading', { level: 3, name: 'Guest one' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("/userPage/:userId, someone else's and one's own, has no serious or critical violations", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { host, guest } = await createProfileScene(request, `Axe${Date.now().toString(36)}`);
  try {
    await page.goto(`/userPage/${host.userId}`);
    await expect(page.getByRole('region', { name: /^Hosted Event/ }).getByRole('article')).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);

    await signIn(page, guest.userId, PASSWORD);
    await page.goto(`/userPage/${guest.userId}`);
    await expect(page.getByRole('region', { name: /^Joined Event/ }).getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('region', { name: /^Liked Event/ }).getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Change profile picture' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await Promise.all([host.api.dispose(), guest.api.dispose()]);
  }
});

test('the Living-in-Korea page and a post have no serious or critical accessibility violations', async ({ page }) => {
  for (const path of ['/notice', '/notice/renting-a-home-ko']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
