import { expect, test, type Browser, type Page } from '@playwright/test';
import { PASSWORD, signIn } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { finishGoogleSignUp, signInAtProvider } from './support/google.ts';
import { apiUser, auth, publishEvent, type ApiUser } from './support/discovery-data.ts';
import { waitForMail } from './support/mail.ts';
import { pastEvent } from './support/past-event.ts';
import { BASE_URL } from './support/services.ts';

// The social loop: find → join (or apply) → get approved → cancel → the waitlist → review.
// Each test makes its own accounts and events, so they run side by side with the other specs.

const unique = () => Date.now().toString(36);
/** Status mails go through the outbox, which the server sends every few seconds. */
const OUTBOX_WAIT = { timeoutMs: 20_000 };

/** A browser page of its own (cookies included) for a second person, signed in. */
async function pageOf(browser: Browser, user: Pick<ApiUser, 'userId' | 'password'>): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user.userId, user.password);
  return page;
}

/** Presses the participation button of the event page and confirms in the dialog with `confirm`. */
async function cancelWithConfirmation(page: Page, button: string, confirm: string, question: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(question)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Go back' })).toBeVisible();
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * From now on, notes whether this page ever shows a Join Now link (the page stays one document
 * across the app's screens), so a flash of it is caught however short.
 */
async function watchForJoinNow(page: Page) {
  await page.evaluate(() => {
    const state = window as unknown as { joinNowSeen?: boolean };
    state.joinNowSeen = false;
    const look = () => {
      if ([...document.querySelectorAll('a')].some((a) => a.textContent?.trim() === 'Join Now'))
        state.joinNowSeen = true;
    };
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}
const joinNowWasSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { joinNowSeen?: boolean }).joinNowSeen);

test('a visitor applies to a Register event after signing in, the host accepts, and the guest cancels', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const host = await apiUser(request);
  const guest = await apiUser(request);
  const name = `Board game night ${unique()}`;
  const eventId = await publishEvent(host, { name, category: 'Games', type: 'Register', inDays: 5 });

  // Join Now, signed out: to sign in, and back at the join screen afterwards, without pressing again.
  await page.goto(`/events/${eventId}`);
  await page.getByRole('button', { name: 'Join Now' }).click();
  await expect(page.getByText('Login is required. Redirecting to the login page.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/logIn\\?returnTo=%2Fevents%2F${eventId}%3Fjoin%3D${eventId}$`));
  await page.getByLabel('ID', { exact: true }).fill(guest.userId);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Login succeeded')).toBeVisible();
  await expect(page).toHaveURL(`${BASE_URL}/enterEvent/${eventId}`);
  // Once: back on the event page, Join Now waits to be pressed.
  await page.goBack();
  await expect(page).toHaveURL(`${BASE_URL}/events/${eventId}`);
  await expect(page.getByRole('link', { name: 'Join Now' })).toBeVisible();
  // Signed in now, the sign-in screen sends the guest straight on.
  await page.goto(`/logIn?returnTo=%2Fevents%2F${eventId}`);
  await expect(page).toHaveURL(`${BASE_URL}/events/${eventId}`);

  // The application, with an answer to the host's question.
  await page.getByRole('link', { name: 'Join Now' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/enterEvent/${eventId}`);
  await expect(page.getByText('Event fees are paid by the host on site.')).toBeVisible();
  await expectNoViolations(page);
  await page.getByLabel('Why would you like to join?').fill('I play Catan every week and would love to meet people.');
  const join = page.getByRole('button', { name: 'Join', exact: true });
  await expect(join).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I agree to the usage rules.' }).check();
  await watchForJoinNow(page);
  await join.click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(page).toHaveURL(`${BASE_URL}/events/${eventId}`);
  await expect(page.getByText('Application pending')).toBeVisible();
  // The event page knew the application from its first paint: Join Now never showed.
  expect(await joinNowWasSeen(page)).toBe(false);
  // The join screen, opened again, says so and links back instead of offering the form.
  await page.goto(`/enterEvent/${eventId}`);
  await expect(
    page.getByText('You have already applied to this event. The host will decide, and you will be told by e-mail.'),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'I agree to the usage rules.' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the event' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/events/${eventId}`);
  await waitForMail(host.email, new RegExp(`New application: ${name}`), OUTBOX_WAIT);

  // The host accepts from Manage, then Complete goes back to the event page.
  const hostPage = await pageOf(browser, host);
  await hostPage.goto(`/events/${eventId}`);
  await hostPage.getByRole('link', { name: 'Manage' }).click();
  await expect(hostPage).toHaveURL(`${BASE_URL}/manage/${eventId}`);
  await expect(hostPage.getByText('I play Catan every week and would love to meet people.')).toBeVisible();
  await expectNoViolations(hostPage);
  const since = Date.now();
  await hostPage.getByRole('button', { name: `Accept ${guest.username}` }).click();
  await expect(hostPage.getByText('The guest has been approved.')).toBeVisible();
  await expect(hostPage.getByText('2 / 12').first()).toBeVisible();
  await hostPage
    .getByRole('link', { name: 'Complete' })
    .or(hostPage.getByRole('button', { name: 'Complete' }))
    .click();
  await expect(hostPage).toHaveURL(`${BASE_URL}/events/${eventId}`);

  // The guest is told by e-mail and is going; then plans change.
  const approved = await waitForMail(guest.email, /You are in/, { since, ...OUTBOX_WAIT });
  expect(approved.text).toContain(`${BASE_URL}/events/${eventId}`);
  await page.reload();
  await expect(page.getByText("You're going")).toBeVisible();
  await cancelWithConfirmation(
    page,
    'Cancel',
    'Cancel participation',
    'Are you sure you want to cancel your participation in this event?',
  );
  await expect(page.getByText('Your participation has been successfully canceled.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join Now' })).toBeVisible();
});

test('Join Now, then Google: a new person signs up and is on the join screen', async ({ page, request }) => {
  const host = await apiUser(request);
  const eventId = await publishEvent(host, {
    name: `Hongdae pub quiz ${unique()}`,
    category: 'Social',
    type: 'FirstCome',
    inDays: 4,
  });
  await page.goto(`/events/${eventId}`);
  await page.getByRole('button', { name: 'Join Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/logIn\\?returnTo=%2Fevents%2F${eventId}%3Fjoin%3D${eventId}$`));

  const login = `g${unique()}`;
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/googleSignUp\?/);
  expect(new URL(page.url()).searchParams.get('returnTo')).toBe(`/events/${eventId}?join=${eventId}`);
  await finishGoogleSignUp(page, login, { dob: '1992-06-15', gender: 'Female', country: 'Vietnam' });
  await expect(page).toHaveURL(`${BASE_URL}/enterEvent/${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Join event' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'I agree to the usage rules.' })).toBeVisible();
});

test('a waitlisted third person gets the seat a guest gives up, and an e-mail', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const host = await apiUser(request);
  const first = await apiUser(request);
  const third = await apiUser(request);
  const name = `Han river picnic ${unique()}`;
  // Two seats, the host's included: one guest fills it.
  const eventId = await publishEvent(host, {
    name,
    category: 'Social',
    type: 'FirstCome',
    inDays: 6,
    minParticipants: 1,
    maxParticipants: 2,
  });
  const joined = await first.api.post('/api/participants/createParticipant', {
    headers: auth(first),
    data: { eventId, userId: first.userId, answer: '' },
  });
  expect(joined.status()).toBe(201);

  // The event is full: the third person joins the waitlist.
  await signIn(page, third.userId, third.password);
  await page.goto(`/enterEvent/${eventId}`);
  await expect(page.getByText('This event is full. Join the waitlist to get the next free seat.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I agree to the usage rules.' }).check();
  await page.getByRole('button', { name: 'Join waitlist' }).click();
  await expect(page.getByText('You are on the waitlist. We will e-mail you if a seat becomes free.')).toBeVisible();
  await expect(page).toHaveURL(`${BASE_URL}/events/${eventId}`);
  await expect(page.getByText('On the waitlist (#1)')).toBeVisible();

  // The first guest cancels (more than 24 hours ahead), after confirming.
  const since = Date.now();
  const firstPage = await pageOf(browser, first);
  await firstPage.goto(`/events/${eventId}`);
  await expect(firstPage.getByText("You're going")).toBeVisible();
  await cancelWithConfirmation(
    firstPage,
    'Cancel',
    'Cancel participation',
    'Are you sure you want to cancel your participation in this event?',
  );
  await expect(firstPage.getByText('Your participation has been successfully canceled.')).toBeVisible();

  // The seat is the third person's at once, and the mail says so with a link to the event.
  const promoted = await waitForMail(third.email, /A seat is yours/, { since, ...OUTBOX_WAIT });
  expect(promoted.text).toContain(name);
  expect(promoted.text).toContain(`${BASE_URL}/events/${eventId}`);
  await page.reload();
  await expect(page.getByText("You're going")).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Event details' }).getByText('2 / 2')).toBeVisible();
});

test("a guest reviews an event that has happened, and the host's page shows the average", async ({ page }) => {
  const { event, host, guest } = pastEvent();
  await signIn(page, guest.userId, guest.password);

  // The seeded event started two days ago (the server's clock is the real one): the guest went,
  // and Review is offered instead of a Cancel that could no longer be used.
  await page.goto(`/events/${event.id}`);
  await expect(page.getByText('You went')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Write a review' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/reviewEvent/${event.id}`);
  const stars = page.getByRole('slider', { name: 'Your rating' });
  await stars.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(stars).toHaveAttribute('aria-valuetext', '4.5 of 5');
  await page.getByRole('textbox', { name: 'Your review' }).fill('Friendly people and a lovely evening by the river.');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL(`${BASE_URL}/events/${event.id}`);
  await expect(page.getByText('Friendly people and a lovely evening by the river.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Write a review' })).toHaveCount(0);

  await page.goto(`/userPage/${host.userId}`);
  await expect(page.getByRole('heading', { name: host.username })).toBeVisible();
  await expect(page.getByText('4.5', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /1 review/ })).toHaveAttribute('href', `/reviews/${host.userId}`);
  await expectNoViolations(page);
});
