import { expect, type Page } from '@playwright/test';

/** At the test OpenID provider's pages (oidc-provider.ts): signs in as `login` (any password) and consents. */
export async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** On /googleSignUp: takes `login` as the ID, fills the person's details, accepts all and signs up. */
export async function finishGoogleSignUp(
  page: Page,
  login: string,
  person: { dob: string; gender: 'Male' | 'Female'; country: string },
): Promise<void> {
  await page.getByLabel('ID', { exact: true }).fill(login);
  await expect(page.getByText('This ID is available.')).toBeVisible();
  await page.getByLabel('Date of birth').fill(person.dob);
  await page.getByRole('radio', { name: person.gender, exact: true }).check();
  await page.getByRole('combobox', { name: 'Nationality' }).fill(person.country);
  await page.getByRole('option', { name: new RegExp(person.country) }).click();
  await page.getByRole('button', { name: 'Accept All' }).click();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText('Sign-up completed!')).toBeVisible();
}
