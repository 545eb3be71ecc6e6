import { expect, test, type Browser } from '@playwright/test';
import { adminAccount, signIn } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { apiUser, publishEvent } from './support/discovery-data.ts';

/** A page of a context of its own, signed in with the form. */
async function signedInPage(browser: Browser, user: { userId: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user.userId, user.password);
  return page;
}

test('a member reports an event, an admin hides it from the console, and the reporter hears what came of it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const host = await apiUser(request);
  const reporter = await apiUser(request);
  const name = `Crypto riches seminar ${Date.now()}`;
  const eventId = await publishEvent(host, { name, category: 'Social', type: 'FirstCome', inDays: 6 });

  // The member reports the event from its page.
  const member = await signedInPage(browser, reporter);
  await member.goto(`/events/${eventId}`);
  await member.getByRole('button', { name: 'Report this event' }).click();
  const reportDialog = member.getByRole('dialog');
  await reportDialog.getByLabel('Why are you reporting this?').fill('It asks people to send money');
  await reportDialog.getByRole('button', { name: 'Send report' }).click();
  await expect(member.getByText('Thank you. Our team will review your report.')).toBeVisible();

  // The admin finds it in the queue, with the reason, and hides it.
  const admin = await signedInPage(browser, await adminAccount(request));
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { level: 1, name: 'Admin console' })).toBeVisible();
  const card = admin.getByRole('article').filter({ hasText: name });
  await expect(card.getByRole('heading', { name: `Event hosted by ${host.username}` })).toBeVisible();
  await expect(card).toContainText('It asks people to send money');
  await expectNoViolations(admin);
  await card.getByRole('button', { name: 'Hide', exact: true }).click();
  const hideDialog = admin.getByRole('dialog', { name: 'Hide this event?' });
  await hideDialog.getByRole('button', { name: 'Hide', exact: true }).click();
  // A reason is required before anything is sent.
  await expect(hideDialog.getByText('Please write why you are taking this action.')).toBeVisible();
  await hideDialog.getByLabel('Reason').fill('Asks guests for money: a scam');
  await hideDialog.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(admin.getByText('It is hidden now.')).toBeVisible();
  await expect(admin.getByRole('article').filter({ hasText: name })).toHaveCount(0);

  // The audit log says who did what and why, and offers to undo it.
  await admin.getByRole('tab', { name: 'Audit log' }).click();
  const entry = admin.getByRole('listitem').filter({ hasText: 'Asks guests for money: a scam' });
  await expect(entry).toContainText('by @editor');
  await expect(entry.getByRole('button', { name: /^Undo #\d+$/ })).toBeVisible();

  // The reporter is told, and the event's page says a moderator removed it.
  await member.goto('/notifications');
  await expect(
    member.getByText('We looked at your report and took action. Thank you for helping keep Moim safe.'),
  ).toBeVisible();
  await member.goto(`/events/${eventId}`);
  await expect(member.getByRole('heading', { level: 1, name: 'This event was removed by a moderator.' })).toBeVisible();
  const listed = await member.request.get('/api/events?limit=50&sort=latest');
  expect(((await listed.json()) as Array<{ id: number }>).map((e) => e.id)).not.toContain(eventId);

  await Promise.all([member.context().close(), admin.context().close(), host.api.dispose(), reporter.api.dispose()]);
});
