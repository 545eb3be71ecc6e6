import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createAccount, newIdentity, PASSWORD } from './support/accounts.ts';
import { apiUser, auth, koreaDate, publishEvent } from './support/discovery-data.ts';
import {
  activate,
  expectFocusOnHeading,
  expectTabCycle,
  expectVisibleFocus,
  skipToContent,
  tabTo,
  typeInto,
} from './support/keyboard.ts';
import { catchFileChoosers } from './support/file-chooser.ts';
import { waitForMail } from './support/mail.ts';
import { secondPastEvent } from './support/past-event.ts';
import { BASE_URL } from './support/services.ts';

// Every flow by keyboard alone: Tab and Shift+Tab to a control (each stop showing its focus,
// none trapping it), then Enter, Space, the arrow keys, Escape or typing. No mouse, and no
// filling of a field that was not reached by keyboard. After each navigation inside the app,
// focus is on the new screen's one h1; a dialog gives focus back to what opened it.

test.describe.configure({ timeout: 120_000 });

/** Signs in from the sign-in screen the page is on, by keyboard, and lands where it leads. */
async function signInByKeyboard(page: Page, userId: string, password: string) {
  await typeInto(page, page.getByLabel('ID', { exact: true }), userId);
  await typeInto(page, page.getByLabel('Password', { exact: true }), password);
  // Enter in a field sends the form.
  await page.keyboard.press('Enter');
  await expect(page.getByText('Login succeeded')).toBeVisible();
}

test('signs up with the e-mail code and signs in, by keyboard alone', async ({ page }) => {
  const me = newIdentity('kbd');
  await page.goto('/createAccount');
  await skipToContent(page);
  await expect(page.locator('main h1')).toHaveText('Create account');

  await typeInto(page, page.getByLabel('User name'), me.username);
  await typeInto(page, page.getByLabel('E-mail'), me.email);
  const since = Date.now();
  await activate(page, page.getByRole('button', { name: 'Send code' }));
  await expect(page.getByText('The verification code has been sent to your email.')).toBeVisible();
  const mail = await waitForMail(me.email, /verification code/i, { since });
  const code = /(\d{6})/.exec(mail.subject)![1]!;
  await typeInto(page, page.getByLabel('Verification code'), code);
  await activate(page, page.getByRole('button', { name: 'Verify' }));
  await expect(page.getByText('Email verification has been completed.')).toBeVisible();

  await typeInto(page, page.getByLabel('ID', { exact: true }), me.userId);
  await typeInto(page, page.getByLabel('Password', { exact: true }), PASSWORD);
  await expect(page.getByText('This ID is available.')).toBeVisible();
  await typeInto(page, page.getByLabel('Confirm password', { exact: true }), PASSWORD);
  // A date field takes its parts in the reader's order (month, day, year here).
  await typeInto(page, page.getByLabel('Date of birth'), '08151996');
  await expect(page.getByLabel('Date of birth')).toHaveValue('1996-08-15');
  // A radio group is one stop; the arrow keys choose within it.
  await tabTo(page, page.getByRole('radio').first());
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  await typeInto(page, page.getByRole('combobox', { name: 'Nationality' }), 'Viet');
  await expect(page.getByRole('option', { name: /Vietnam/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Nationality' })).toHaveValue(/Vietnam/);

  // A document opens in a dialog that keeps focus inside and gives it back when Escape closes it.
  const view = page.getByRole('button', { name: /^View / }).first();
  await activate(page, view);
  const legal = page.getByRole('dialog');
  await expect(legal).toBeVisible();
  await expect(legal.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(legal.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(legal).toBeHidden();
  await expect(view).toBeFocused();
  await activate(page, page.getByRole('button', { name: 'Accept All' }), ' ');
  const signUp = page.getByRole('button', { name: 'Sign up', exact: true });
  await expect(signUp).toBeEnabled();
  await activate(page, signUp);
  await expect(page.getByText('Sign-up completed!')).toBeVisible();
  await expect(page).toHaveURL(/\/logIn$/);
  await expectFocusOnHeading(page, 'Sign in');

  await signInByKeyboard(page, me.userId, PASSWORD);
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expectFocusOnHeading(page, /./);
  await expectVisibleFocus(page);
  // Nothing on the home page traps focus: Tab goes all the way round.
  expect(await expectTabCycle(page)).toBeGreaterThan(10);
});

/** Opens the app's home page and signs in from the header's link, by keyboard. */
async function startSignedIn(page: Page, userId: string, password: string) {
  await page.goto('/');
  await skipToContent(page);
  await activate(page, page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }), 'Enter');
  await expectFocusOnHeading(page, 'Sign in');
  await signInByKeyboard(page, userId, password);
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expectFocusOnHeading(page, /./);
}

test('finds an event, likes it and joins it, by keyboard alone', async ({ page, request }) => {
  const host = await apiUser(request);
  const guest = await createAccount(request);
  const name = `Keyboard karaoke ${Date.now().toString(36)}`;
  const eventId = await publishEvent(host, { name, category: 'Social', type: 'FirstCome', inDays: 6 });
  await startSignedIn(page, guest.userId, guest.password);

  // Find it: the Events page, then its search.
  await activate(page, page.getByRole('banner').getByRole('link', { name: 'Events', exact: true }));
  await expect(page).toHaveURL(/\/allEvents$/);
  await expectFocusOnHeading(page, 'All events');
  await typeInto(page, page.getByRole('searchbox', { name: 'Search' }), name);
  await page.keyboard.press('Enter');
  // The results' heading takes focus, so the count is read and Tab goes on to the cards.
  await expect(page.getByRole('heading', { level: 2, name: /1 event/ })).toBeFocused();
  await activate(page, page.getByRole('link', { name, exact: true }));
  await expect(page).toHaveURL(`${BASE_URL}/events/${eventId}`);
  await expectFocusOnHeading(page, name);

  // Like it with Space.
  await activate(page, page.getByRole('button', { name: 'Like', exact: true }), ' ');
  await expect(page.getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Unlike' })).toBeFocused();
  await expect(page.getByText('1 like')).toBeVisible();

  // Join it: the rules in a dialog that gives focus back, the box ticked with Space, then Join.
  await activate(page, page.getByRole('link', { name: 'Join Now' }));
  await expect(page).toHaveURL(`${BASE_URL}/enterEvent/${eventId}`);
  await expectFocusOnHeading(page, 'Join event');
  const readRules = page.getByRole('button', { name: 'Read the usage rules' });
  await activate(page, readRules);
  const rules = page.getByRole('dialog', { name: 'Usage rules' });
  await expect(rules).toBeVisible();
  // Focus is inside the dialog and stays there.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    await expect(rules.locator(':focus')).toHaveCount(1);
    await expectVisibleFocus(page);
  }
  await page.keyboard.press('Escape');
  await expect(rules).toBeHidden();
  await expect(readRules).toBeFocused();
  await activate(page, page.getByRole('checkbox', { name: 'I agree to the usage rules.' }), ' ');
  await expect(page.getByRole('checkbox', { name: 'I agree to the usage rules.' })).toBeChecked();
  await activate(page, page.getByRole('button', { name: 'Join', exact: true }));
  await expect(page).toHaveURL(`${BASE_URL}/events/${eventId}`);
  await expectFocusOnHeading(page, name);
  await expect(page.getByText("You're going")).toBeVisible();
});

/** A photo to upload, `color` all over. */
async function photo(name: string, color: string) {
  const buffer = await sharp({ create: { width: 800, height: 500, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** A date some days ahead in Korea, as a US-English date field takes it from the keyboard (MMDDYYYY). */
function typedDate(inDays: number): string {
  const [year, month, day] = koreaDate(inDays).split('-');
  return `${month}${day}${year}`;
}

test('posts an event with images chosen through the file button, views them, and deletes it, by keyboard alone', async ({
  page,
  request,
}) => {
  const host = await createAccount(request);
  const name = `Keyboard dumplings ${Date.now().toString(36)}`;
  const choosers = catchFileChoosers(page);
  await startSignedIn(page, host.userId, host.password);

  await activate(page, page.getByRole('banner').getByRole('link', { name: 'Create Event' }));
  await expect(page).toHaveURL(/\/postEvent$/);
  await expectFocusOnHeading(page, 'Create an event');

  // A closed select takes a choice by typing its start.
  await typeInto(page, page.getByLabel('Category'), 'Food');
  await expect(page.getByLabel('Category')).toHaveValue('Food');
  await expect(page.getByRole('radio', { name: /First come/ })).toBeChecked();
  await typeInto(page, page.getByLabel('Event name'), name);
  await typeInto(page, page.getByRole('textbox', { name: 'Description' }), 'We fold and steam dumplings together.');
  // The editor does not keep Tab: the next field is reached from it.
  await typeInto(page, page.getByRole('combobox', { name: 'Road address' }), 'Mapo');
  await expect(page.getByRole('option', { name: /Mapo-gu/ }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Chosen address: .*마포구/)).toBeVisible();
  await typeInto(page, page.getByLabel('Detail address'), 'Exit 2, Hapjeong station');
  await typeInto(page, page.getByRole('textbox', { name: 'Date', exact: true }), typedDate(14));
  await expect(page.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue(koreaDate(14));
  await typeInto(page, page.getByRole('combobox', { name: 'Time', exact: true }), '19:30');
  await expect(page.getByRole('combobox', { name: 'Time', exact: true })).toHaveValue('19:30');

  // The drop zone is a button: Enter opens the file chooser.
  const dropzone = page.getByRole('button', { name: /^Event images/ });
  await tabTo(page, dropzone);
  await expect(dropzone).toBeFocused();
  await page.keyboard.press('Enter');
  await (await choosers.next()).setFiles([await photo('first.jpg', '#e63946'), await photo('second.jpg', '#457b9d')]);
  await expect(page.getByText('2 / 5')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await typeInto(
    page,
    page.getByRole('textbox', { name: 'Image description (optional) first.jpg' }),
    'Steamed dumplings in a bamboo basket',
  );

  await typeInto(page, page.getByLabel('Minimum participants'), '2');
  await typeInto(page, page.getByLabel('Maximum participants'), '8');
  await typeInto(page, page.getByLabel('Question for guests'), 'Any allergies?');
  await tabTo(page, page.getByLabel('Price (₩)'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('15000');
  await activate(page, page.getByRole('checkbox', { name: 'I have included every extra fee in the price.' }), ' ');
  await activate(page, page.getByRole('checkbox', { name: 'I agree to the usage rules.' }), ' ');
  await activate(page, page.getByRole('button', { name: 'Submit' }));

  await expect(page).toHaveURL(/\/events\/\d+$/);
  const eventId = Number(page.url().split('/').pop());
  await expectFocusOnHeading(page, name);
  // Tab follows what is seen: from the title (and its host's link), the picture, then the side panel.
  const second = page.getByRole('button', { name: `Open ${name}, image 2 of 2` });
  await tabTo(page, second, { max: 2 });
  await tabTo(page, page.getByRole('button', { name: 'Like', exact: true }), { max: 1 });
  await tabTo(page, second, { backwards: true, max: 1 });
  // The pictures are named after the event, the first with its uploader's description.
  await expect(
    page.getByRole('img', { name: `Steamed dumplings in a bamboo basket (${name}, image 1 of 2)` }),
  ).toBeVisible();

  // The gallery's viewer: arrows move, Escape closes, focus is back on the picture that opened it.
  await activate(page, second);
  const viewer = page.getByRole('dialog', { name: `Photos of ${name}` });
  await expect(viewer.getByText('Image 2 of 2')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText('Image 1 of 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(second).toBeFocused();

  // Delete it, with a reason chosen by typing.
  await activate(page, page.getByRole('link', { name: 'Cancel', exact: true }));
  await expect(page).toHaveURL(`${BASE_URL}/deleteEvent/${eventId}`);
  await expectFocusOnHeading(page, 'Delete event');
  await typeInto(page, page.getByLabel('Reason'), 'Schedule');
  await expect(page.getByLabel('Reason')).toHaveValue('Schedule change');
  await activate(page, page.getByRole('button', { name: 'Delete', exact: true }));
  await expect(page.getByText('Event successfully deleted!')).toBeVisible();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expectFocusOnHeading(page, /./);
  expect((await request.get(`/api/events/getEvents/${eventId}`)).status()).toBe(404);
});

/** Opens the header's profile menu with the keyboard and follows one of its items. */
async function profileMenuItem(page: Page, item: string) {
  await activate(page, page.getByRole('banner').getByRole('button', { name: /^Open profile menu/ }));
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // A menu is one stop: the arrow keys move inside it.
  for (
    let i = 0;
    i < 5 && !(await menu.getByRole('menuitem', { name: item }).evaluate((e) => e === document.activeElement));
    i++
  ) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(menu.getByRole('menuitem', { name: item })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
}

test('chats with the group, by keyboard alone, hearing the others’ new messages', async ({
  page,
  browser,
  request,
}) => {
  const host = await apiUser(request);
  const guest = await apiUser(request);
  const name = `Keyboard picnic ${Date.now().toString(36)}`;
  const eventId = await publishEvent(host, { name, category: 'Social', type: 'FirstCome', inDays: 8 });
  const joined = await guest.api.post('/api/participants/createParticipant', {
    headers: auth(guest),
    data: { eventId, userId: guest.userId, answer: '' },
  });
  expect(joined.status()).toBe(201);

  await startSignedIn(page, guest.userId, guest.password);
  await profileMenuItem(page, 'Chatting');
  await expect(page).toHaveURL(/\/chat$/);
  await expectFocusOnHeading(page, 'Chatting');
  await activate(page, page.getByRole('link', { name: new RegExp(name) }));
  // The room opens with focus in its text box.
  const box = page.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeFocused();
  await page.keyboard.type('Hello from the keyboard');
  // Connected: Send is offered, and Enter sends.
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('');
  await expect(page.getByRole('log').getByText('Hello from the keyboard')).toBeVisible();
  await expect(page.getByRole('log').getByText('Sending...')).toHaveCount(0);

  // The host answers from a browser of their own; the guest's page reads it out, once.
  const hostPage = await (await browser.newContext()).newPage();
  await startSignedIn(hostPage, host.userId, host.password);
  await hostPage.goto(`/chat?event=${eventId}`);
  const hostBox = hostPage.getByRole('textbox', { name: 'Message' });
  await expect(hostPage.getByRole('log').getByText('Hello from the keyboard')).toBeVisible();
  await typeInto(hostPage, hostBox, 'Welcome! Bring a mat');
  await expect(hostPage.getByRole('button', { name: 'Send' })).toBeEnabled();
  await hostPage.keyboard.press('Enter');
  await expect(page.getByRole('log').getByText('Welcome! Bring a mat')).toBeVisible();
  const announcer = page.getByTestId('chat-announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await expect(announcer).toHaveText(`${host.username}: Welcome! Bring a mat`);

  // Reporting a message: a dialog that Escape closes, giving focus back to its Report button.
  const report = page.getByRole('button', { name: `Report the message from ${host.username}` });
  await tabTo(page, report, { backwards: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Report a message' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(report).toBeFocused();
  await hostPage.context().close();
});

test('reviews an event that happened, with the half-star rating set by arrow keys, by keyboard alone', async ({
  page,
}) => {
  const { event, guest } = secondPastEvent();
  await startSignedIn(page, guest.userId, guest.password);
  await profileMenuItem(page, 'My Profile');
  await expect(page).toHaveURL(new RegExp(`/userPage/${guest.userId}$`));
  await expectFocusOnHeading(page, guest.username);
  await activate(page, page.getByRole('link', { name: `Write review: ${event.name}` }));
  await expect(page).toHaveURL(`${BASE_URL}/reviewEvent/${event.id}`);
  await expectFocusOnHeading(page, 'Write a review');

  const stars = page.getByRole('slider', { name: 'Your rating' });
  await tabTo(page, stars);
  await expect(stars).toHaveAttribute('aria-valuetext', 'Not rated');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(stars).toHaveAttribute('aria-valuenow', '4.5');
  await expect(stars).toHaveAttribute('aria-valuetext', '4.5 of 5');
  await typeInto(
    page,
    page.getByRole('textbox', { name: 'Your review' }),
    'Friendly people, and every step by keyboard.',
  );
  await activate(page, page.getByRole('button', { name: 'Submit Review' }));
  await expect(page.getByText('Review submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL(`${BASE_URL}/events/${event.id}`);
  await expectFocusOnHeading(page, event.name);
  // The review's stars read the same way.
  await expect(page.getByRole('img', { name: '4.5 of 5' }).first()).toBeVisible();
});
