import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { ManualClock } from '../../lib/clock.ts';
import { createTestDatabase, queryRows } from '../../test/test-database.ts';
import { createRateLimitsRepository } from './rate-limits.repository.ts';
import { createRateLimiter, storedKey } from './rate-limits.service.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const limit = { max: 3, windowMs: 60_000 };

describe('rate limiter', () => {
  it('allows max hits per window, answers the wait, and starts over after the window', async () => {
    const clock = new ManualClock('2026-03-02T00:00:00Z');
    const limiter = createRateLimiter({
      repository: createRateLimitsRepository(database.db, { asyncCommit: false }),
      clock,
    });
    for (let i = 0; i < 3; i++) await limiter.consume('k1', limit);
    clock.advance(20_000);
    await expect(limiter.consume('k1', limit)).rejects.toMatchObject({
      code: 'tooManyRequests',
      retryAfterSeconds: 40,
    });
    clock.advance(40_000);
    await expect(limiter.consume('k1', limit)).resolves.toBeUndefined();
  });

  it("lets only its own commit skip the wait for the disk, never the connection's later ones", async () => {
    const clock = new ManualClock('2026-03-02T00:00:00Z');
    const limiter = createRateLimiter({
      repository: createRateLimitsRepository(database.db, { asyncCommit: true }),
      clock,
    });
    await limiter.consume('durability', limit);
    const [row] = await queryRows<{ setting: string }>(
      database,
      sql`select current_setting('synchronous_commit') as setting`,
    );
    expect(row!.setting).toBe('on');
    expect(await limiter.count('durability', limit)).toBe(1);
  });

  it('scales per-address limits only', async () => {
    const clock = new ManualClock('2026-03-02T00:00:00Z');
    const limiter = createRateLimiter({
      repository: createRateLimitsRepository(database.db, { asyncCommit: false }),
      clock,
      addressFactor: 2,
    });
    for (let i = 0; i < 6; i++) await limiter.consumeForAddress('sign-in', '10.0.0.1', limit);
    await expect(limiter.consumeForAddress('sign-in', '10.0.0.1', limit)).rejects.toMatchObject({
      code: 'tooManyRequests',
    });
    for (let i = 0; i < 3; i++) await limiter.consume('account:k2', limit);
    await expect(limiter.consume('account:k2', limit)).rejects.toMatchObject({ code: 'tooManyRequests' });
  });

  it('reads the count of the current window, and takes a hit back without going below zero', async () => {
    const clock = new ManualClock('2026-03-02T00:00:00Z');
    const limiter = createRateLimiter({
      repository: createRateLimitsRepository(database.db, { asyncCommit: false }),
      clock,
    });
    expect(await limiter.count('k4', limit)).toBe(0);
    await limiter.hit('k4', limit);
    await limiter.hit('k4', limit);
    expect(await limiter.count('k4', limit)).toBe(2);
    await limiter.refund('k4');
    expect(await limiter.count('k4', limit)).toBe(1);
    await limiter.refund('k4');
    await limiter.refund('k4');
    expect(await limiter.count('k4', limit)).toBe(0);
    await limiter.hit('k4', limit);
    clock.advance(60_000);
    expect(await limiter.count('k4', limit)).toBe(0);
  });

  it('counts a key of any length, each long key on its own', async () => {
    const clock = new ManualClock('2026-03-02T00:00:00Z');
    const limiter = createRateLimiter({
      repository: createRateLimitsRepository(database.db, { asyncCommit: false }),
      clock,
    });
    // A megabyte of ID once overflowed the key's index (a 500).
    const long = `find-password:account:${'a'.repeat(1_000_000)}`;
    const other = `${long.slice(0, -1)}b`;
    await limiter.consume(long, { max: 2, windowMs: 60_000 });
    expect((await limiter.hit(long, limit)).hits).toBe(2);
    expect((await limiter.hit(other, limit)).hits).toBe(1);
    await limiter.reset(long);
    expect((await limiter.hit(long, limit)).hits).toBe(1);
    expect(await limiter.count(other, limit)).toBe(1);
    await limiter.refund(other);
    expect(await limiter.count(other, limit)).toBe(0);
    expect(storedKey(long).length).toBeLessThan(200);
    expect(storedKey('sign-in:account:mina95')).toBe('sign-in:account:mina95');
  });

  it('counts concurrent hits without losing any', async () => {
    const clock = new ManualClock('2026-03-02T00:00:00Z');
    const limiter = createRateLimiter({
      repository: createRateLimitsRepository(database.db, { asyncCommit: false }),
      clock,
    });
    const results = await Promise.all(Array.from({ length: 10 }, () => limiter.hit('k3', limit)));
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });
  it('spends a budget only while it fits, even when many spend at once, and gives back what was not used', async () => {
    const clock = new ManualClock('2026-03-02T00:00:00Z');
    const limiter = createRateLimiter({
      repository: createRateLimitsRepository(database.db, { asyncCommit: true }),
      clock,
    });
    const budget = { max: 1000, windowMs: 60_000 };
    // Twenty spends of 100 at once: on PostgreSQL they race; exactly ten fit.
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => limiter.spend('budget', budget, 100, 'translationAccountLimit')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(await limiter.count('budget', budget)).toBe(1000);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.reason).toMatchObject({ code: 'translationAccountLimit', retryAfterSeconds: 60 });

    // A spend larger than the whole budget is refused without touching it.
    await expect(limiter.spend('budget', budget, 5000, 'translationAccountLimit')).rejects.toMatchObject({
      code: 'translationAccountLimit',
    });
    await limiter.giveBack('budget', 300);
    await expect(limiter.spend('budget', budget, 300, 'translationAccountLimit')).resolves.toBeUndefined();
    // The next window starts from nothing.
    clock.advance(60_000);
    await expect(limiter.spend('budget', budget, 1000, 'translationAccountLimit')).resolves.toBeUndefined();
  });
});
