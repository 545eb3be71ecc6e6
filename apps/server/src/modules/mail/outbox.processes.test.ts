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
    const to = await queue(200);
    // Two runs in each process at once, each with several senders claiming the next due mail.
    const counts = await Promise.all([
      a.app.processOutbox(),
      b.app.processOutbox(),
      a.app.processOutbox(),
      b.app.processOutbox(),
    ]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(200);
    expect(counts[0]! + counts[2]!).toBeGreaterThan(0);
    expect(counts[1]! + counts[3]!).toBeGreaterThan(0);
    expect(to.map(received)).toEqual(to.map(() => 1));
  });

  it('leaves a mail to its sender while the send takes minutes, and the others to whoever is free', async () => {
    const to = await queue(5);
    b.clock.set(a.clock.now());
    const send = a.mail.send.bind(a.mail);
    let hung: string | undefined;
    let other: Promise<number> | undefined;
    // A's first send hangs for three minutes, during which B's sender runs.
    a.mail.send = async (mail) => {
      if (!other) {
        hung = mail.to;
        b.clock.advance(3 * 60_000);
        other = b.app.processOutbox();
        await other;
      }
      return send(mail);
    };
    try {
      const byA = await a.app.processOutbox();
      expect(byA + (await other!)).toBe(5);
      expect(to.map(received)).toEqual(to.map(() => 1));
      // B did not take the mail A was still sending.
      expect(b.mail.messages.some((mail) => mail.to === hung)).toBe(false);
      expect(a.mail.messages.some((mail) => mail.to === hung)).toBe(true);
    } finally {
      a.mail.send = send;
    }
  });

  it('gives back what a sender claimed when one send hung so long that the claim would not cover the rest', async () => {
    // Enough for each of A's senders to claim several.
    const to = await queue(40);
    b.clock.set(a.clock.now());
    const send = a.mail.send.bind(a.mail);
    let hung: string | undefined;
    let duringHang: Promise<number> | undefined;
    // A's first send hangs for ten minutes and a second, while B's sender runs.
    a.mail.send = async (mail) => {
      if (!hung) {
        hung = mail.to;
        a.clock.advance(10 * 60_000 + 1000);
        b.clock.set(a.clock.now());
        duringHang = b.app.processOutbox();
        await duringHang;
      }
      return send(mail);
    };
    try {
      // A's senders send what they had begun and give the rest of their claims back; B sends those.
      const byA = await a.app.processOutbox();
      const byB = (await duringHang!) + (await b.app.processOutbox());
      expect(byB).toBeGreaterThan(0);
      expect(byA + byB).toBe(40);
      expect(to.map(received)).toEqual(to.map(() => 1));
      expect(a.mail.messages.some((mail) => mail.to === hung)).toBe(true);
    } finally {
      a.mail.send = send;
    }
  });
});
