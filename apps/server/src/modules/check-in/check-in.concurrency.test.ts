import { afterAll, beforeAll, expect, it } from 'vitest';
import { crowd, type TestUser } from '../../test/accounts.ts';
import { createEvent } from '../../test/events.ts';
import { join, participantId } from '../../test/participation.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';

// Only meaningful on PostgreSQL (TEST_DATABASE_URL), where the requests really run side by side:
// two phones at the door scanning the same guest at once check them in once.

let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  host = (await crowd(t, 1))[0]!;
});
afterAll(() => t.close());

it('checks a guest in once when the same code is sent ten times at once', async () => {
  t.clock.set(TEST_NOW);
  const event = await createEvent(t, host);
  const [guest] = await crowd(t, 1);
  expect((await join(t, guest!, event.id)).statusCode).toBe(201);
  const place = await participantId(t, guest!, event.id);
  t.clock.set('2026-03-14T05:00:00Z');
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: `/api/events/${event.id}/check-in`,
        payload: { participantId: place },
        headers: host.auth,
        // Each from its own address, so the per-address limit is not what refuses them.
        remoteAddress: `10.9.0.${i + 1}`,
      }),
    ),
  );
  expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
  const list = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}/check-in`, headers: host.auth });
  expect(list.json()).toMatchObject({ checkedIn: 1, total: 1 });
});
