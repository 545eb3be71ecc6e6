import { expect, test, type BrowserContext } from '@playwright/test';
import sharp from 'sharp';
import {
  createAccount,
  expectNoTokenInStorage,
  newIdentity,
  PASSWORD,
  signIn,
  signInWithForm,
} from './support/accounts.ts';
import { catchFileChoosers } from './support/file-chooser.ts';
import { finishGoogleSignUp, signInAtProvider } from './support/google.ts';
import { waitForMail } from './support/mail.ts';
import { BASE_URL } from './support/services.ts';

test('sign up from the form with the code from the e-mail, then sign in', async ({ page }) => {
  const me = newIdentity('signup');
  await page.goto('/createAccount');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.getByLabel('User name').fill(me.username);
  await page.getByLabel('E-mail').fill(me.email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('The verification code has been sent to your email.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend/ })).toBeDisabled();
  await expect(page.getByText(/4:5\d|5:00/)).toBeVisible();

  const mail = await waitForMail(me.email, /verification code/i, { since });
  const code = /(\d{6})/.exec(mail.subject)![1]!;
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Email verification has been completed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verified' })).toBeDisabled();

  await page.getByLabel('ID', { exact: true }).fill(me.userId);
  await expect(page.getByText('This ID is available.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Date of birth').fill('1996-08-15');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('combobox', { name: 'Nationality' }).fill('Viet');
  await page.getByRole('option', { name: /Vietnam/ }).click();

  const signUp = page.getByRole('button', { name: 'Sign up', exact: true });
  await expect(signUp).toBeDisabled();
  await page.getByRole('button', { name: 'Accept All' }).click();
  await expect(signUp).toBeEnabled();
  await signUp.click();
  await expect(page.getByText('Sign-up completed!')).toBeVisible();
  await expect(page).toHaveURL(/\/logIn$/);

  await signIn(page, me.userId, PASSWORD);
  await expect(page.getByRole('link', { name: 'Create Event' }).first()).toBeVisible();
});

test('a wrong password shows the product name and the message', async ({ page, request }) => {
  const me = await createAccount(request);
  await signInWithForm(page, me.userId, 'Wrong123!');
  await expect(page.getByText('Moim: The ID or password is incorrect.')).toBeVisible();
  await expect(page.getByLabel('ID', { exact: true })).toHaveValue(me.userId);
});

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'moim_session');

test('keep me logged in survives a browser restart; without it the session ends', async ({ browser, request }) => {
  const me = await createAccount(request);
  const first = await browser.newContext();
  const page = await first.newPage();
  await signInWithForm(page, me.userId, PASSWORD, { keep: true });
  await expect(page.getByText('Login succeeded')).toBeVisible();
  // A lasting cookie (Max-Age of 30 days), and no token where scripts can read it.
  const kept = await sessionCookie(first);
  expect(kept?.httpOnly).toBe(true);
  expect(kept!.expires * 1000).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  await expectNoTokenInStorage(page);
  // A browser restart keeps persistent cookies and local storage, and drops the rest.
  const state = await first.storageState();
  await first.close();
  const restarted = await browser.newContext({
    storageState: { ...state, cookies: state.cookies.filter((c) => c.expires > 0) },
  });
  const again = await restarted.newPage();
  await again.goto('/');
  await expect(again.getByRole('link', { name: 'Create Event' }).first()).toBeVisible();
  await restarted.close();

  const other = await browser.newContext();
  const page2 = await other.newPage();
  await signInWithForm(page2, me.userId, PASSWORD);
  await expect(page2.getByText('Login succeeded')).toBeVisible();
  // A browser-session cookie (no Max-Age, no Expires), and still no token in storage.
  expect((await sessionCookie(other))?.expires).toBe(-1);
  await expectNoTokenInStorage(page2);
  const state2 = await other.storageState();
  await other.close();
  const restarted2 = await browser.newContext({
    storageState: { ...state2, cookies: state2.cookies.filter((c) => c.expires > 0) },
  });
  const page3 = await restarted2.newPage();
  await page3.goto('/');
  await expect(page3.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await restarted2.close();
});

test('a new tab is signed in too, and signing out in one tab signs out the others', async ({ context, request }) => {
  const me = await createAccount(request);
  const first = await context.newPage();
  await signIn(first, me.userId, PASSWORD);
  await expectNoTokenInStorage(first);

  const second = await context.newPage();
  await second.goto('/allEvents');
  await expect(second.getByRole('banner').getByRole('link', { name: 'Create Event' })).toBeVisible();
  await expect(second.getByRole('banner').getByRole('button', { name: 'Open profile menu' })).toBeVisible();

  await first.getByRole('button', { name: 'Open profile menu' }).click();
  await first.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(first.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(second.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
});

test('signing in at another address than PUBLIC_URL works with the cookie of an ended session', async ({
  page,
  request,
}) => {
  const me = await createAccount(request);
  const elsewhere = BASE_URL.replace('127.0.0.1', 'localhost');
  await signInWithForm(page, me.userId, PASSWORD, { origin: elsewhere });
  await expect(page.getByText('Login succeeded')).toBeVisible();
  // The session ends elsewhere (the server forgets it) while this browser keeps its cookie.
  const cookie = (await page.context().cookies(elsewhere)).find((c) => c.name === 'moim_session');
  const ended = await request.post('/api/user/logout', { headers: { authorization: `Bearer ${cookie!.value}` } });
  expect(ended.status()).toBe(200);

  await signInWithForm(page, me.userId, PASSWORD, { origin: elsewhere });
  await expect(page.getByText('Login succeeded')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Create Event' })).toBeVisible();
});

test('forgot ID shows it masked and mails it in full', async ({ page, request }) => {
  const me = await createAccount(request);
  const since = Date.now();
  await page.goto('/findUsername');
  await page.getByLabel('E-mail').fill(me.email);
  await page.getByRole('button', { name: 'Find ID' }).click();
  await expect(page.getByText('The request to find the ID has been completed.')).toBeVisible();
  await expect(page.getByText(`${me.userId.slice(0, 2)}***`, { exact: false })).toBeVisible();
  const mail = await waitForMail(me.email, /Your Moim ID/, { since });
  expect(mail.text).toContain(me.userId);
});

test('forgot password: sign in with the mailed temporary password, then change it', async ({ page, request }) => {
  const me = await createAccount(request);
  const since = Date.now();
  await page.goto('/findPassword');
  await page.getByLabel('ID').fill(me.userId);
  await page.getByLabel('E-mail').fill(me.email);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('A temporary password has been emailed to you. Move to login page')).toBeVisible();
  await expect(page).toHaveURL(/\/signIn$/);
  // The address changes while the sign-in screen's code may still be loading and the old form
  // (which also has an ID field) still shows: wait for the new screen before typing.
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();

  const mail = await waitForMail(me.email, /temporary Moim password/, { since });
  const temporary = mail.text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .find((l) => /^\S{14}$/.test(l))!;
  await page.getByLabel('ID', { exact: true }).fill(me.userId);
  await page.getByLabel('Password', { exact: true }).fill(temporary);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Password change is required. Redirecting to the password change page.')).toBeVisible();
  await expect(page).toHaveURL(/\/passwordChange$/);

  await page.getByLabel('Current password', { exact: true }).fill(temporary);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByLabel('New password', { exact: true }).fill('Changed99!');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Changed99!');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The password has been successfully updated')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const relogin = await request.post('/api/user/signIn', { data: { userId: me.userId, password: 'Changed99!' } });
  expect((await relogin.json()).passwordChangeRequired).toBe(false);
});

test('forgot password, Change later: the site reads, a change says why, the next sign-in asks again', async ({
  page,
  request,
}) => {
  // Two mails and three password sign-ins (argon2): more than the default time on a busy machine.
  test.slow();
  const me = await createAccount(request);
  const since = Date.now();
  const mailed = await request.post('/api/mail/findPassword', { data: { userId: me.userId, email: me.email } });
  expect(mailed.ok()).toBe(true);
  const mail = await waitForMail(me.email, /temporary Moim password/, { since });
  const temporary = mail.text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .find((l) => /^\S{14}$/.test(l))!;

  await signInWithForm(page, me.userId, temporary);
  await expect(page).toHaveURL(/\/passwordChange$/);
  await page.getByRole('button', { name: 'Change later' }).click();
  await expect(page.getByText('Password change has been canceled.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The site reads: the events list and one's own page, without being sent back.
  await page.goto('/allEvents');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`/userPage/${me.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: me.username })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/userPage/${me.userId}$`));

  // A change is refused, and says why.
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill(`later${Date.now().toString(36)}@example.com`);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Please change your password before continuing.')).toBeVisible();

  // Signed out, the temporary password still signs in, and asks for the change again.
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await signInWithForm(page, me.userId, temporary);
  await expect(page.getByText('Password change is required. Redirecting to the password change page.')).toBeVisible();
  await expect(page).toHaveURL(/\/passwordChange$/);
});

test('Google sign-in: a new user finishes on /googleSignUp; a returning user goes straight home', async ({ page }) => {
  const login = `g${Date.now().toString(36)}`;
  await page.goto('/logIn');
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await signInAtProvider(page, login);

  await expect(page).toHaveURL(/\/googleSignUp\?/);
  // Nothing that signs anyone in or up travels in the address.
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);
  expect(page.url()).not.toMatch(/eyJ/);
  await expect(page.getByLabel('E-mail')).toHaveValue(`${login}@gmail.test`);
  await finishGoogleSignUp(page, login, { dob: '1990-01-31', gender: 'Male', country: 'Canada' });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Create Event' }).first()).toBeVisible();

  // Sign out, then come back with the same Google account.
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await page.goto('/logIn');
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  // The provider may remember the person (no sign-in form) and the consent (no Continue): wait
  // for whichever page comes, and do what it asks.
  const form = page.locator('input[name="login"]');
  const consent = page.getByRole('button', { name: 'Continue' });
  const signedIn = page.getByText('Login succeeded');
  await expect(form.or(consent).or(signedIn).first()).toBeVisible();
  if (await form.isVisible()) {
    await form.fill(login);
    await page.locator('input[name="password"]').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await expect(consent.or(signedIn).first()).toBeVisible();
  }
  if (await consent.isVisible()) await consent.click();
  await expect(signedIn).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  expect(page.url()).not.toContain('access_token');
  expect(await page.evaluate(() => localStorage.getItem('userId'))).toBe(login);
  await expectNoTokenInStorage(page);
});

test('a profile picture uploaded on one own page shows in the header', async ({ page, request }) => {
  const me = await createAccount(request);
  const choosers = catchFileChoosers(page);
  await signIn(page, me.userId, PASSWORD);
  await page.goto(`/userPage/${me.userId}`);
  await expect(page.getByRole('heading', { name: me.username })).toBeVisible();
  await page.getByRole('button', { name: 'Change profile picture' }).click();
  const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
  await (await choosers.next()).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Your profile picture has been updated.')).toBeVisible();
  const headerImage = page.getByRole('banner').getByRole('button', { name: 'Open profile menu' }).locator('img');
  await expect(headerImage).toHaveAttribute('src', /\/uploads\/profiles\/.+\.webp$/);
});

test('the profile of someone else shows no upload button and no private data', async ({ page, request }) => {
  const them = await createAccount(request);
  await page.goto(`/userPage/${them.userId}`);
  await expect(page.getByRole('heading', { name: them.username })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change profile picture' })).toHaveCount(0);
  await expect(page.getByText(them.email)).toHaveCount(0);
});
