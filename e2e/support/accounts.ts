import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForMail } from './mail.ts';

export const PASSWORD = 'Secret12!';

let counter = 0;
/** A fresh user id and e-mail for one test. */
export function newIdentity(prefix = 'e2e') {
  counter++;
  const userId = `${prefix}${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
  return { userId, email: `${userId}@example.com`, password: PASSWORD, username: `Test ${userId}` };
}

/** Creates an account through the API, reading the code from the mail the server sent. */
export async function createAccount(request: APIRequestContext, identity = newIdentity()) {
  const since = Date.now();
  expect((await request.post('/api/mail/sendVerification', { data: { email: identity.email } })).status()).toBe(200);
  const mail = await waitForMail(identity.email, /verification code/i, { since });
  const code = /(\d{6})/.exec(mail.subject)![1]!;
  expect((await request.post('/api/mail/verifyCode', { data: { email: identity.email, code } })).status()).toBe(200);
  const signUp = await request.post('/api/user/signUp', {
    data: {
      username: identity.username,
      dob: '1994-05-20',
      gender: 'Female',
      email: identity.email,
      userId: identity.userId,
      password: identity.password,
      confirmPassword: identity.password,
      nationality: 'VN',
    },
  });
  expect(signUp.status()).toBe(201);
  return identity;
}

/**
 * The session is the httpOnly cookie: nothing a script can read (local or session storage)
 * holds a token, the session's or any other JWT.
 */
export async function expectNoTokenInStorage(page: Page) {
  const session = (await page.context().cookies()).find((c) => c.name === 'moim_session');
  const stored = await page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`),
    ),
  );
  const leaks = stored.filter(
    (entry) =>
      /^(token|moim\.session)=/.test(entry) ||
      /eyJ[\w-]+\.[\w-]+\./.test(entry) ||
      (session?.value ? entry.includes(session.value) : false),
  );
  expect(leaks).toEqual([]);
}

/** Signs in through the sign-in screen (of the app at `origin`, by default the configured one). */
export async function signInWithForm(
  page: Page,
  userId: string,
  password: string,
  options: { keep?: boolean; origin?: string } = {},
) {
  await page.goto(`${options.origin ?? ''}/logIn`);
  await page.getByLabel('ID', { exact: true }).fill(userId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (options.keep) await page.getByLabel('Keep me logged in').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in and waits for the home page. */
export async function signIn(page: Page, userId: string, password: string) {
  await signInWithForm(page, userId, password);
  await expect(page.getByText('Login succeeded')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/** The e2e server's admin (ADMIN_USER_IDS=editor), created on first use. */
export async function adminAccount(request: APIRequestContext) {
  const identity = { userId: 'editor', email: 'editor@example.com', password: PASSWORD, username: 'Moim editor' };
  const existing = await request.post('/api/user/signIn', { data: { userId: 'editor', password: PASSWORD } });
  if (existing.status() !== 200) await createAccount(request, identity);
  return identity;
}
