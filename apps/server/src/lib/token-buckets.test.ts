import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock.ts';
import { createTokenBuckets } from './token-buckets.ts';

describe('token buckets', () => {
  it('lets a burst through, then one more per refill, each key apart', () => {
    const clock = new ManualClock('2026-01-01T00:00:00Z');
    const buckets = createTokenBuckets({ burst: 3, perSecond: 2 }, clock);
    expect([1, 2, 3, 4].map(() => buckets.take('a'))).toEqual([true, true, true, false]);
    expect(buckets.take('b')).toBe(true);
    expect(buckets.waitSeconds('a')).toBeCloseTo(0.5);
    clock.advance(500);
    expect(buckets.waitSeconds('a')).toBe(0);
    expect([buckets.take('a'), buckets.take('a')]).toEqual([true, false]);
  });

  it('never holds more than the burst, however long a key was quiet', () => {
    const clock = new ManualClock('2026-01-01T00:00:00Z');
    const buckets = createTokenBuckets({ burst: 2, perSecond: 1 }, clock);
    buckets.take('a');
    clock.advance(60_000);
    expect([1, 2, 3].map(() => buckets.take('a'))).toEqual([true, true, false]);
  });

  it('forgets the longest unused key first when full', () => {
    const clock = new ManualClock('2026-01-01T00:00:00Z');
    const buckets = createTokenBuckets({ burst: 1, perSecond: 0.001 }, clock, 2);
    buckets.take('a');
    buckets.take('b');
    buckets.take('a'); // refused, and now the most recently used
    buckets.take('c'); // evicts 'b'
    expect(buckets.take('a')).toBe(false);
    expect(buckets.take('b')).toBe(true);
  });

  it('takes nothing away when the clock is set back', () => {
    const clock = new ManualClock('2026-01-01T00:00:00Z');
    const buckets = createTokenBuckets({ burst: 2, perSecond: 1 }, clock);
    buckets.take('a');
    clock.set('2025-12-01T00:00:00Z');
    expect([buckets.take('a'), buckets.take('a')]).toEqual([true, false]);
  });
});
