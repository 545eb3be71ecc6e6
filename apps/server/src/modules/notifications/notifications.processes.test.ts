import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crowd, type TestUser } from '../../test/accounts.ts';
import { connectChat, listen } from '../../test/chat.ts';
import { createEvent } from '../../test/events.ts';
import { join } from '../../test/participation.ts';
import { hearing, secondProcess } from '../../test/processes.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Applications at the same moment really run side by side only on PostgreSQL
// (TEST_DATABASE_URL); on PGlite, one connection, the grouping is checked one at a time.
describe('grouped notifications under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { QUOTA_EVENTS_PER_DAY: '1000' } });
  });
  afterAll(() => t?.close());

  it('ten applications at once make one unread notification counting ten', async () => {
    const [host, ...applicants] = await crowd(t, 11);
    const event = await createEvent(t, host!, { type: 'Register', maxParticipants: 20 });
    const answers = await Promise.all(applicants.map((user) => join(t, user, event.id)));
    expect(answers.map((r) => r.statusCode)).toEqual(applicants.map(() => 201));
    const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: host!.auth });
    expect(list.json()).toMatchObject({ unreadCount: 1, notifications: [{ kind: 'applicationReceived', count: 10 }] });
  });
});

// Two server processes on one PostgreSQL database: only PostgreSQL has the adapter that joins them.
describe.runIf(process.env.TEST_DATABASE_URL)('the unread count across two server processes', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await secondProcess(a);
    await listen(a);
    await hearing(a, b);
    await hearing(b, a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('reaches the recipient connected to the other process', async () => {
    const [host, applicant] = (await crowd(a, 2)) as [TestUser, TestUser];
    const client = await connectChat(await listen(b), host);
    try {
      await expect.poll(async () => (await a.app.io.fetchSockets()).length, { timeout: 20_000 }).toBe(1);
      const event = await createEvent(a, host, { type: 'Register' });
      expect((await join(a, applicant, event.id)).statusCode).toBe(201);
      expect(await client.next('notificationsUpdated')).toEqual({ unreadCount: 1 });
    } finally {
      client.close();
    }
  });
});
