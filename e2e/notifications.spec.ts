import { expect, test } from '@playwright/test';
import { PASSWORD, signIn } from './support/accounts.ts';
import { apiUser, auth, createDiscoveryEvents } from './support/discovery-data.ts';

test('a guest accepted by the host sees the bell count rise live, and the notification leads to the event', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const [host, guest] = [await apiUser(request), await apiUser(request)];
  const [event] = await createDiscoveryEvents(
    host,
    [],
    [{ key: 'bell', name: 'Bell test picnic', category: 'Activities', type: 'Register', inDays: 9, likes: 0 }],
  );
  const applied = await guest.api.post('/api/participants/createParticipant', {
    headers: auth(guest),
    data: { eventId: event!.id, userId: guest.userId, answer: 'Hello' },
  });
  expect(applied.status()).toBe(201);
  const participantId = ((await applied.json()) as { participant: { id: number } }).participant.id;

  // The guest's browser, open before the host decides.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, guest.userId, PASSWORD);
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');

  // The host accepts elsewhere (their own session); the guest's bell follows without a reload.
  const accepted = await host.api.patch(`/api/participants/${participantId}/status`, {
    headers: auth(host),
    data: { status: 'Approved', eventId: event!.id },
  });
  expect(accepted.status()).toBe(200);
  await expect(bell).toHaveAccessibleName('Notifications 1 unread');

  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  const item = page.getByRole('main').getByRole('link', { name: /Bell test picnic/ });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/events/${event!.id}$`));
  await expect(bell).toHaveAccessibleName('Notifications');
  await context.close();
});
