import { afterAll, beforeAll, expect, it } from 'vitest';
import { crowd, type TestUser } from '../../test/accounts.ts';
import { createEvent } from '../../test/events.ts';
import { join } from '../../test/participation.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';

// Only meaningful on PostgreSQL (TEST_DATABASE_URL), where the requests really run side by side.

let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  host = (await crowd(t, 1))[0]!;
});
afterAll(() => t.close());

it('sends exactly 5 of 8 host messages sent at once, and tells the guest of each once', async () => {
  t.clock.set(TEST_NOW);
  const event = await createEvent(t, host);
  const [guest] = await crowd(t, 1);
  expect((await join(t, guest!, event.id)).statusCode).toBe(201);
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: `/api/events/${event.id}/messages`,
        payload: { text: `Update ${i}` },
        headers: host.auth,
        remoteAddress: `10.8.0.${i + 1}`,
      }),
    ),
  );
  expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: guest!.auth });
  const told = (list.json().notifications as { kind: string }[]).filter((n) => n.kind === 'hostMessage');
  expect(told).toHaveLength(5);
});
