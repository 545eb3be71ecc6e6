import type { HealthResponse } from '@moim/contract';
import type { Clock } from '../../lib/clock.ts';
import type { HealthRepository } from './health.repository.ts';

const PING_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A load balancer may ask many times a second; the database is asked at most once a second. */
const PING_REUSE_MS = 1000;

export function createHealthService(deps: { repository: HealthRepository; clock: Clock }) {
  const startedAt = deps.clock.now().getTime();
  let lastPing: { at: number; up: Promise<boolean> } | undefined;

  function databaseUp(now: number): Promise<boolean> {
    if (!lastPing || now - lastPing.at >= PING_REUSE_MS) {
      const up = withTimeout(deps.repository.ping(), PING_TIMEOUT_MS).then(
        () => true,
        () => false,
      );
      lastPing = { at: now, up };
    }
    return lastPing.up;
  }

  return {
    async check(): Promise<HealthResponse> {
      const now = deps.clock.now().getTime();
      const uptimeSeconds = Math.round((now - startedAt) / 1000);
      return (await databaseUp(now))
        ? { status: 'ok', database: 'up', uptimeSeconds }
        : { status: 'degraded', database: 'down', uptimeSeconds };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
