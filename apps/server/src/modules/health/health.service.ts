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

export function createHealthService(deps: { repository: HealthRepository; clock: Clock }) {
  const startedAt = deps.clock.now().getTime();
  return {
    async check(): Promise<HealthResponse> {
      const uptimeSeconds = Math.round((deps.clock.now().getTime() - startedAt) / 1000);
      try {
        await withTimeout(deps.repository.ping(), PING_TIMEOUT_MS);
        return { status: 'ok', database: 'up', uptimeSeconds };
      } catch {
        return { status: 'degraded', database: 'down', uptimeSeconds };
      }
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
