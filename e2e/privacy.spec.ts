import { expect, test, type Browser } from '@playwright/test';
import { createAccount, signIn, signInWithForm } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';
import { apiUser, publishEvent, type ApiUser } from './support/discovery-data.ts';
import { languageProblems, settle } from './support/screen-checks.ts';

/** A page of a new context signed in as `user`, in `locale`. */
async function signedInPage(browser: Browser, user: { userId: string; password: string }, locale = 'en-US') {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  await page.goto('/');
  const signedIn = await page.request.post('/api/user/signIn', {
    data: { userId: user.userId, password: user.password },
  });
  expect(signedIn.ok()).toBe(true);
  await page.evaluate((userId) => localStorage.setItem('userId', userId), user.userId);
  return page;
}

test('a host blocks a person from their profile: the person finds the host’s event closed, until unblocked in the settings', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const host: ApiUser = await apiUser(request);
  const guest: ApiUser = await apiUser(request);
  const eventId = await publishEvent(host, {
    name: `Quiet picnic ${Date.now()}`,
    category: 'Social',
    type: 'FirstCome',
    inDays: 5,
  });

  const hostPage = await signedInPage(browser, host);
  await hostPage.goto(`/userPage/${guest.userId}`);
  await hostPage.getByRole('button', { name: `Block ${guest.username}` }).click();
  const dialog = hostPage.getByRole('dialog', { name: `Block ${guest.username}?` });
  await expect(dialog).toContainText('They will not be told');
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(hostPage.getByText(`You blocked ${guest.username}.`)).toBeVisible();
  await expect(hostPage.getByRole('button', { name: `Unblock ${guest.username}` })).toBeVisible();

  const guestPage = await signedInPage(browser, guest);
  await guestPage.goto(`/events/${eventId}`);
  await expect(guestPage.getByRole('button', { name: 'Closed' })).toBeDisabled();
  // Nothing says why: the page offers the guest only what it offers anyone (Block the host, say).
  await expect(guestPage.getByText(/blocked/i)).toHaveCount(0);

  await hostPage.goto('/settings/privacy');
  const blocked = hostPage.getByRole('region', { name: 'Blocked people' });
  await blocked.getByRole('button', { name: `Unblock ${guest.username}` }).click();
  await expect(blocked.getByText('You have not blocked anyone.')).toBeVisible();

  await guestPage.reload();
  await expect(guestPage.getByRole('link', { name: 'Join Now' })).toBeVisible();
  await Promise.all([hostPage.context().close(), guestPage.context().close(), host.api.dispose(), guest.api.dispose()]);
});

test('a person deletes their account from the settings: signed out, the sign-in refused, the profile says it was deleted', async ({
  page,
  request,
}) => {
  const person = await createAccount(request);
  await signIn(page, person.userId, person.password);
  await page.goto('/settings/privacy');
  const section = page.getByRole('region', { name: 'Delete your account' });
  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
  await expect(dialog.getByLabel(/Current password/)).toBeFocused();
  expect(await axeViolations(page, { include: '[role="dialog"]', label: 'delete dialog' })).toEqual([]);

  await dialog.getByLabel(/Current password/).fill(person.password);
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText('Your account was deleted. Thank you for being part of Moim.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: /Log ?in|Sign in/i }).first()).toBeVisible();

  await signInWithForm(page, person.userId, person.password);
  await expect(page.getByText(/The ID or password is incorrect/)).toBeVisible();
  await page.goto(`/userPage/${person.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This account was deleted.' })).toBeVisible();
});

// Two languages, the host tools' test the other two (decision 56).
test('the privacy page and its dialogs read in Korean and Vietnamese, without accessibility violations', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const person = await createAccount(request);
  const problems: string[] = [];
  for (const language of ['ko', 'vi'] as const) {
    const page = await signedInPage(browser, person, language);
    await page.goto('/settings/privacy');
    await settle(page, page.getByRole('heading', { level: 2 }).last());
    problems.push(...(await languageProblems(page, language, `${language} privacy`)));
    problems.push(...(await axeViolations(page, { label: `${language} privacy` })));
    await page.locator('section[aria-labelledby="delete-title"] button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    problems.push(...(await languageProblems(page, language, `${language} delete dialog`)));
    problems.push(...(await axeViolations(page, { label: `${language} delete dialog` })));
    await page.context().close();
  }
  expect(problems).toEqual([]);
});
