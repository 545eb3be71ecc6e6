import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, signIn } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { apiUser, createDiscoveryEvents } from './support/discovery-data.ts';

// Two people of one event talk in its room, each in a browser of their own: live both ways, then
// the guest goes offline while the host sends five messages (and writes one that waits for the
// connection), and when back gets all five, in order, once, and their own goes once; the header
// counts what is unread.

const WORD = `Wombat${Date.now().toString(36)}`;

const log = (page: Page) => page.getByRole('log');
/** The message bubbles of the open room, oldest first. */
const bubbles = (page: Page) => log(page).locator('li p');
const LOST = 'The connection to the server was lost. Trying to reconnect...';

/** Sends a message with Enter and waits until the server has stored it. */
async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(log(page).getByText('Sending...')).toHaveCount(0);
  await expect(log(page).getByText('Not sent')).toHaveCount(0);
}

test('members of an event chat live, catch up after being offline, and see unread counts', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const host = await apiUser(request);
  const guest = await apiUser(request);
  const [event] = await createDiscoveryEvents(
    host,
    [],
    [{ key: 'chat', name: `${WORD} picnic`, category: 'Social', type: 'FirstCome', inDays: 10, likes: 0 }],
  );
  const joined = await guest.api.post('/api/participants/createParticipant', {
    headers: { authorization: `Bearer ${guest.token}` },
    data: { eventId: event!.id, userId: guest.userId, answer: '' },
  });
  expect(joined.status(), await joined.text()).toBe(201);

  const hostContext = await browser.newContext();
  const guestContext = await browser.newContext();
  const a = await hostContext.newPage();
  const b = await guestContext.newPage();
  await signIn(a, host.userId, PASSWORD);
  await signIn(b, guest.userId, PASSWORD);

  // The host opens the room from the event page; the guest from the list.
  await a.goto(`/events/${event!.id}`);
  await a.getByRole('link', { name: 'Chat with the group' }).click();
  await expect(a).toHaveURL(/\/chat\?event=\d+$/);
  await expect(a.getByRole('heading', { level: 2, name: `${WORD} picnic` })).toBeVisible();
  await expect(a.getByRole('button', { name: 'Send' })).toBeDisabled();

  await b.goto('/chat');
  await b.getByRole('link', { name: new RegExp(`${WORD} picnic`) }).click();
  await expect(b.getByRole('heading', { level: 2, name: `${WORD} picnic` })).toBeVisible();
  await expect(b.getByText('No messages yet', { exact: true }).last()).toBeVisible();

  // Live, both ways.
  await send(a, 'Hello from the host');
  await expect(bubbles(b)).toHaveText(['Hello from the host']);
  await send(b, 'Hi! See you there');
  await expect(bubbles(a)).toHaveText(['Hello from the host', 'Hi! See you there']);

  // The guest goes offline; the host sends five; the guest comes back and has them all, once, in order.
  await guestContext.setOffline(true);
  await expect(b.getByText(LOST)).toBeVisible();
  await expect(b.getByRole('button', { name: 'Send' })).toBeDisabled();
  const missed = [1, 2, 3, 4, 5].map((n) => `While you were away ${n}`);
  for (const text of missed) await send(a, text);
  await expect(bubbles(b)).toHaveText(['Hello from the host', 'Hi! See you there']);
  // What the guest writes offline waits, and goes once, when they are back.
  await send(b, 'Typed on the subway');
  await expect(log(b).getByText('Sends when you are back online')).toBeVisible();
  await guestContext.setOffline(false);
  await expect(bubbles(b)).toHaveText(['Hello from the host', 'Hi! See you there', ...missed, 'Typed on the subway'], {
    timeout: 15_000,
  });
  await expect(b.getByText(LOST)).toBeHidden();
  await expect(log(b).getByText('Sends when you are back online')).toHaveCount(0);
  await expect(bubbles(a)).toHaveText(['Hello from the host', 'Hi! See you there', ...missed, 'Typed on the subway']);

  // Away from the chat, the guest's header counts what arrives.
  await b.goto('/');
  const profileMenu = b.getByRole('button', { name: /^Open profile menu/ });
  await expect(profileMenu).toHaveAccessibleName('Open profile menu');
  await send(a, 'Bring a mat');
  await send(a, 'And water');
  await expect(profileMenu).toHaveAccessibleName('Open profile menu 2 unread messages');
  await profileMenu.click();
  await b.getByRole('menuitem', { name: 'Chatting 2 unread messages' }).click();
  await expect(b).toHaveURL(/\/chat$/);
  const room = b.getByRole('link', { name: new RegExp(`${WORD} picnic`) });
  await expect(room).toContainText('2 unread messages');
  await expect(room).toContainText('And water');
  await room.click();
  await expect(bubbles(b)).toHaveText([
    'Hello from the host',
    'Hi! See you there',
    ...missed,
    'Typed on the subway',
    'Bring a mat',
    'And water',
  ]);
  await expect(room).not.toContainText('unread');
  await expect(b.getByRole('button', { name: /^Open profile menu/ })).toHaveAccessibleName('Open profile menu');

  // A message can be reported; the server confirms.
  await b
    .getByRole('button', { name: /^Report the message from/ })
    .last()
    .click();
  const dialog = b.getByRole('dialog', { name: 'Report a message' });
  await dialog.getByRole('textbox', { name: /Why are you reporting this/ }).fill('Just checking the report flow');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(b.getByText('Thank you. Our team will review your report.')).toBeVisible();

  // The chat, with a report sent, has no accessibility violations.
  await expectNoViolations(a);

  await hostContext.close();
  await guestContext.close();
});
