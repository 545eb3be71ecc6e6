import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../lib/mailer.ts';
import { secondProcess } from '../../test/processes.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createOutboxRepository } from './outbox.repository.ts';

// Every server process runs the outbox sender; on PostgreSQL (TEST_DATABASE_URL) they really
// run side by side, and each mail must still go out once.
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('the mail outbox with two server processes on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await secondProcess(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  let batch = 0;
  /** Queues `count` mails to addresses of their own. */
  async function queue(count: number): Promise<string[]> {
    batch++;
    const to = Array.from({ length: count }, (_, i) => `race${batch}-${i}@example.com`);
    const mails: MailMessage[] = to.map((address) => ({
      to: address,
      subject: 'Hello',
      text: 'Hi',
      html: '<p>Hi</p>',
    }));
    await createOutboxRepository(a.database.db).enqueue(mails, a.clock.now());
    return to;
  }
  const received = (address: string) =>
    [...a.mail.messages, ...b.mail.messages].filter((mail) => mail.to === address).length;

  it('sends each mail once when both senders race through a backlog', async () => {
    const to = await queue(30);
    // Two runs in each process at once: each run sends at most 20, so both processes take part.
    const counts = await Promise.all([
      a.app.processOutbox(),
      b.app.processOutbox(),
      a.app.processOutbox(),
      b.app.processOutbox(),
    ]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(30);
    expect(counts[0]! + counts[2]!).toBeGreaterThan(0);
    expect(counts[1]! + counts[3]!).toBeGreaterThan(0);
    expect(to.map(received)).toEqual(to.map(() => 1));
  });

  it('leaves a mail to its sender while the send takes minutes, and the others to the other process', async () => {
    const to = await queue(5);
    b.clock.set(a.clock.now());
    const send = a.mail.send.bind(a.mail);
    let other: Promise<number> | undefined;
    // A's first send hangs for three minutes, during which B's sender runs.
    a.mail.send = async (mail) => {
      if (!other) {
        b.clock.advance(3 * 60_000);
        other = b.app.processOutbox();
        await other;
      }
      return send(mail);
    };
    try {
      const byA = await a.app.processOutbox();
      expect([byA, await other]).toEqual([1, 4]);
      expect(to.map(received)).toEqual(to.map(() => 1));
    } finally {
      a.mail.send = send;
    }
  });
});
