import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { PASSWORD, signIn } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { apiUser, createDiscoveryEvents } from './support/discovery-data.ts';
import { waitForMail } from './support/mail.ts';

test('the host accepts one applicant and rejects another from /manage', async ({ page, request }) => {
  test.setTimeout(90_000);
  const [host, minji, jun] = [await apiUser(request), await apiUser(request), await apiUser(request)];
  const [event] = await createDiscoveryEvents(
    host,
    [],
    [{ key: 'manage', name: 'Board games in Hongdae', category: 'Games', type: 'Register', inDays: 10, likes: 0 }],
  );
  for (const [guest, answer] of [
    [minji, 'I love Catan'],
    [jun, ''],
  ] as const) {
    const applied = await guest.api.post('/api/participants/createParticipant', {
      headers: { authorization: `Bearer ${guest.token}` },
      data: { eventId: event!.id, userId: guest.userId, answer },
    });
    expect(applied.status()).toBe(201);
  }
  // createAccount names everyone "Test <id>".
  const minjiName = `Test ${minji.userId}`;
  const junName = `Test ${jun.userId}`;

  await signIn(page, host.userId, PASSWORD);
  await page.goto(`/events/${event!.id}`);
  await page.getByRole('link', { name: 'Manage' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/${event!.id}$`));

  const pending = page.getByRole('region', { name: /^Pending applications/ });
  const approved = page.getByRole('region', { name: /^Approved guests/ });
  await expect(pending.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('Why would you like to join?')).toBeVisible();
  await expect(pending.getByText('I love Catan')).toBeVisible();
  await expect(pending.getByRole('link', { name: minjiName })).toHaveAttribute('href', `/userPage/${minji.userId}`);
  await expect(page.getByText('Approved 1 / 12')).toBeVisible();
  await expectNoViolations(page);

  const since = Date.now();
  await page.getByRole('button', { name: `Accept ${minjiName}` }).click();
  await expect(page.getByText('The guest has been approved.')).toBeVisible();
  await expect(approved.getByRole('link', { name: minjiName })).toBeVisible();
  await expect(page.getByText('Approved 2 / 12')).toBeVisible();
  await expect(pending.getByRole('listitem')).toHaveCount(1);
  // Focus moves on to the next applicant.
  await expect(page.getByRole('button', { name: `Accept ${junName}` })).toBeFocused();
  await waitForMail(`${minji.userId}@example.com`, /You are in/, { since });

  // Rejecting asks first, in a dialog worked by keyboard.
  await page.getByRole('button', { name: `Reject ${junName}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Reject ${junName}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('The guest has been rejected.')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Rejected/ }).getByRole('link', { name: junName })).toBeVisible();
  await expect(pending.getByText('No applications are waiting for you.')).toBeVisible();

  // The guest list as a file, downloaded with the session's cookie.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the guest list (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`moim-guests-${event!.id}.csv`);
  const file = fs.readFileSync((await download.path())!, 'utf8');
  expect(file).toContain(`${minjiName},${minji.userId},Approved,I love Catan,`);
  expect(file).toContain(`${junName},${jun.userId},Declined,,`);
  expect(file).not.toContain('@example.com');

  await page.getByRole('link', { name: 'Complete' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event!.id}$`));
});
