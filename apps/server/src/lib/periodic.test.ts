import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runEvery } from './periodic.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('runEvery', () => {
  it('runs the work each interval, logs a failed run and goes on, and stops when told', async () => {
    const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
    let runs = 0;
    const stop = runEvery(
      1000,
      async () => {
        runs++;
        if (runs === 2) throw new Error('disk full');
      },
      log,
      'job failed',
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(2001);
    expect(runs).toBe(3);
    expect(log.error).toHaveBeenCalledOnce();
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'job failed');
    await stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
  });

  it('never overlaps runs, and stopping waits for the one under way', async () => {
    const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
    let active = 0;
    let most = 0;
    let finished = 0;
    const stop = runEvery(
      100,
      async () => {
        active++;
        most = Math.max(most, active);
        await new Promise((resolve) => setTimeout(resolve, 250));
        active--;
        finished++;
      },
      log,
      'job failed',
    );
    await vi.advanceTimersByTimeAsync(150);
    const stopped = stop();
    await vi.advanceTimersByTimeAsync(300);
    await stopped;
    expect(most).toBe(1);
    expect(finished).toBe(1);
  });

  it('skips the ticks that come while a slow run is under way, instead of queueing them', async () => {
    const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
    let started = 0;
    const stop = runEvery(
      100,
      async () => {
        started++;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      },
      log,
      'job failed',
    );
    // One run of a second spans ten ticks: the next starts at the first tick after it ended.
    await vi.advanceTimersByTimeAsync(1150);
    expect(started).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toBe(2);
    const stopped = stop();
    await vi.advanceTimersByTimeAsync(1000);
    await stopped;
    expect(started).toBe(2);
  });
});
