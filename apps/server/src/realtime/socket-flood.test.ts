import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crowd, type TestUser } from '../test/accounts.ts';
import { eventWithGuests, listen } from '../test/chat.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { SOCKET_EVENT_BUDGET } from './event-budget.ts';

/**
 * One signed-in socket flooding the server (decision 43): each kind of event 5,000 times, while
 * another person keeps using the site. The test's clock stands still until a test moves it, so no
 * budget refills: the person gets their burst and nothing more, reconnecting or not.
 */
let t: TestApp;
let baseUrl: string;
let flooder: TestUser;
let other: TestUser;
let roomId: number;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  const [host, guest, someone] = await crowd(t, 3);
  flooder = guest!;
  other = someone!;
  ({ roomId } = await eventWithGuests(t, host!, [guest!]));
});
afterAll(() => t.close());

const FLOOD = 5000;

function open(user: TestUser): Promise<Socket> {
  const socket = connect(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: { token: user.token },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe.each([
  ['join', 'join', () => ({ roomId: 2_000_000_000 })],
  ['markRead', 'markRead', () => ({ roomId, messageId: 1 })],
  ['sendMessage', 'sendMessage', () => ({ roomId, content: 'flood' })],
  ['an unknown event', 'whatever', () => ({})],
])('a socket flooding the server with %s', (_name, event, payload) => {
  it('gets its budget, is refused past it at no cost, then disconnected, while others are served', async () => {
    const socket = await open(flooder);
    const answers: Array<{ success: boolean; code?: string }> = [];
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    for (let i = 0; i < FLOOD; i++) {
      socket.emit(event, payload(), (answer: { success: boolean; code?: string }) => answers.push(answer));
    }
    // Meanwhile someone else reads the site and their own account, and the health check answers.
    const others = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${baseUrl}/api${i % 2 ? '/user/me' : '/health'}`, {
          headers: { authorization: `Bearer ${other.token}` },
        }).then((r) => r.status),
      ),
    );
    expect(others).toEqual(Array(20).fill(200));

    expect(await disconnected).toBe('io server disconnect');
    const refused = answers.filter((a) => a.code === 'tooManyRequests');
    const worked = answers.filter((a) => a.code !== 'tooManyRequests');
    // At most the burst was worked on (the unknown event has no handler: nothing was).
    expect(worked.length).toBeLessThanOrEqual(SOCKET_EVENT_BUDGET.events.burst);
    expect(refused.length).toBeGreaterThanOrEqual(SOCKET_EVENT_BUDGET.refusals.burst);
    expect(answers.length).toBeLessThan(FLOOD);
    socket.close();

    // Connecting again gives the person no new budget: past their refusals, the first event drops them again…
    const again = await open(flooder);
    const droppedAgain = new Promise<string>((resolve) => again.once('disconnect', resolve));
    again.emit('join', { roomId });
    expect(await droppedAgain).toBe('io server disconnect');
    // …time does.
    t.clock.advance(20_000);
    const later = await open(flooder);
    expect(await later.timeout(5000).emitWithAck('join', { roomId })).toEqual({ success: true });
    later.close();
  }, 60_000);
});
