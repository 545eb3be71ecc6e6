import { expect, test, type Browser, type Page } from '@playwright/test';
import { PASSWORD, signIn } from './support/accounts.ts';
import { apiUser, auth, publishEvent, type ApiUser } from './support/discovery-data.ts';
import { waitForMail } from './support/mail.ts';
import { BASE_URL } from './support/services.ts';

// What people meet around joining, across screens: a visitor's like done after signing in, a
// host's removal told as one, a Register event that fills up, and its deletion told to those
// still waiting. Each test makes its own accounts and events.

const unique = () => Date.now().toString(36);
/** Status mails go through the outbox, which the server sends every few seconds. */
const OUTBOX_WAIT = { timeoutMs: 20_000 };

async function pageOf(browser: Browser, user: Pick<ApiUser, 'userId' | 'password'>): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user.userId, user.password);
  return page;
}

async function apply(user: ApiUser, eventId: number, answer = '') {
  const joined = await user.api.post('/api/participants/createParticipant', {
    headers: auth(user),
    data: { eventId, userId: user.userId, answer },
  });
  expect(joined.status()).toBe(201);
}

test("a visitor's Like is done once they are back from signing in, and only once", async ({ page, request }) => {
  const host = await apiUser(request);
  const visitor = await apiUser(request);
  const eventId = await publishEvent(host, {
    name: `Gwangjang market tour ${unique()}`,
    category: 'Food',
    type: 'FirstCome',
    inDays: 5,
  });

  await page.goto(`/events/${eventId}`);
  await expect(page.getByText('0 likes')).toBeVisible();
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/logIn\\?returnTo=%2Fevents%2F${eventId}%3Flike%3D${eventId}$`));
  await page.getByLabel('ID', { exact: true }).fill(visitor.userId);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  // Back on the event, liked, without pressing again; the request is gone from the address.
  await expect(page.getByText('Your like has been added.')).toBeVisible();
  await expect(page).toHaveURL(`${BASE_URL}/events/${eventId}`);
  await expect(page.getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1 like', { exact: true })).toBeVisible();
  // A reload does not press it again (a like is a toggle).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Unlike' })).toBeVisible();
  await expect(page.getByText('1 like', { exact: true })).toBeVisible();
  const isLiked = await visitor.api.get(`/api/likes/${eventId}/isLiked`, { headers: auth(visitor) });
  expect(await isLiked.json()).toEqual({ isLiked: true });
});

test('a guest the host removes is told of a removal, not a rejection: on Manage, by mail and on the event page', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const host = await apiUser(request);
  const guest = await apiUser(request);
  const name = `Hiking Inwangsan ${unique()}`;
  const eventId = await publishEvent(host, { name, category: 'Activities', type: 'FirstCome', inDays: 6 });
  await apply(guest, eventId);

  await signIn(page, host.userId, host.password);
  await page.goto(`/manage/${eventId}`);
  const since = Date.now();
  await page.getByRole('button', { name: `Remove ${guest.username}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('The guest has been removed from the event.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: /^Removed \(1\)/ }).getByRole('link', { name: guest.username }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: /^Rejected/ })).toHaveCount(0);

  const mail = await waitForMail(guest.email, /You have been removed from the event/, { since, ...OUTBOX_WAIT });
  expect(mail.text).toContain('the host has removed you from this event');
  expect(mail.text).toContain(`${BASE_URL}/events/${eventId}`);

  const guestPage = await pageOf(browser, guest);
  await guestPage.goto(`/events/${eventId}`);
  const closed = guestPage.getByRole('button', { name: 'Closed' });
  await expect(closed).toBeDisabled();
  await expect(guestPage.getByText('The host removed you from this event, so you cannot join it again.')).toBeVisible();
  await expect(guestPage.getByText(/did not accept your application/)).toHaveCount(0);
  await guestPage.context().close();
});

test('a Register event that fills up: the host sees why Accept is not offered, the applicant waiting is told, and told again when it is deleted', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const host = await apiUser(request);
  const [first, second] = [await apiUser(request), await apiUser(request)];
  const name = `Calligraphy class ${unique()}`;
  // Two seats, the host's included: accepting one applicant fills it.
  const eventId = await publishEvent(host, {
    name,
    category: 'Learning',
    type: 'Register',
    inDays: 7,
    minParticipants: 1,
    maxParticipants: 2,
  });
  await apply(first, eventId, 'I have brushes');
  await apply(second, eventId, 'First time');

  await signIn(page, host.userId, host.password);
  await page.goto(`/manage/${eventId}`);
  const since = Date.now();
  await page.getByRole('button', { name: `Accept ${first.username}` }).click();
  await expect(page.getByText('The guest has been approved.')).toBeVisible();
  await expect(page.getByText('Approved 2 / 2')).toBeVisible();
  // Full: Accept is no longer the action on offer, and the screen says why.
  const accept = page.getByRole('button', { name: `Accept ${second.username}` });
  await expect(accept).toHaveAttribute('aria-disabled', 'true');
  await expect(accept).toHaveAccessibleDescription(/^Every seat is taken, so no application can be accepted now\./);

  // The applicant still waiting is told by mail, once, and on the event page.
  const full = await waitForMail(second.email, /The event is full for now/, { since, ...OUTBOX_WAIT });
  expect(full.text).toContain('the host may still accept you');
  const secondPage = await pageOf(browser, second);
  await secondPage.goto(`/events/${eventId}`);
  await expect(secondPage.getByText('Application pending')).toBeVisible();
  await expect(
    secondPage.getByText(
      'This event is full now. Your application stays open: the host may still accept you if a seat frees up.',
    ),
  ).toBeVisible();
  await secondPage.context().close();

  // The host deletes the event: the applicant still waiting is told, as the guest is.
  const deleted = Date.now();
  const removal = await host.api.delete(`/api/events/${eventId}`, {
    headers: auth(host),
    data: { reason: 'Schedule change' },
  });
  expect(removal.status()).toBe(200);
  const toApplicant = await waitForMail(second.email, /Event cancelled/, { since: deleted, ...OUTBOX_WAIT });
  expect(toApplicant.text).toContain('the host has cancelled an event you applied to, so your application is closed');
  expect(toApplicant.text).toContain('Schedule change');
  const toGuest = await waitForMail(first.email, /Event cancelled/, { since: deleted, ...OUTBOX_WAIT });
  expect(toGuest.text).toContain('an event you were going to');
});
