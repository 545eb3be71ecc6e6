import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { ManualClock } from '../../lib/clock.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createRateLimitsRepository } from '../rate-limits/rate-limits.repository.ts';
import { createRateLimiter } from '../rate-limits/rate-limits.service.ts';
import { createQuotas } from './quotas.service.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const alice = '00000000-0000-4000-8000-00000000000a';
const bob = '00000000-0000-4000-8000-00000000000b';

function quotasAt(clock: ManualClock, env: Record<string, string> = {}) {
  const limiter = createRateLimiter({
    repository: createRateLimitsRepository(database.db, { asyncCommit: false }),
    clock,
  });
  return createQuotas({ limiter, settings: loadConfig(env).quotas, clock });
}

describe('quotas', () => {
  it('allows 30 messages a minute per account by default, then refuses with the wait', async () => {
    const clock = new ManualClock('2026-03-02T00:00:00Z');
    const quotas = quotasAt(clock);
    for (let i = 0; i < 30; i++) await quotas.consume('messages', alice);
    clock.advance(15_000);
    await expect(quotas.consume('messages', alice)).rejects.toMatchObject({
      code: 'messageQuotaReached',
      status: 429,
      retryAfterSeconds: 45,
    });
    await expect(quotas.consume('messages', bob)).resolves.toBeUndefined();
    clock.advance(45_000);
    await expect(quotas.consume('messages', alice)).resolves.toBeUndefined();
  });

  it('counts each kind apart, with the configured limit', async () => {
    const clock = new ManualClock('2026-03-03T00:00:00Z');
    const quotas = quotasAt(clock, { QUOTA_MESSAGES_PER_MINUTE: '2', QUOTA_LIKES_PER_HOUR: '1' });
    await quotas.consume('likes', alice);
    await quotas.consume('messages', alice);
    await quotas.consume('messages', alice);
    await expect(quotas.consume('messages', alice)).rejects.toMatchObject({ code: 'messageQuotaReached' });
    await expect(quotas.consume('likes', alice)).rejects.toMatchObject({ code: 'likeQuotaReached' });
    await expect(quotas.consume('joins', alice)).resolves.toBeUndefined();
  });
});
