import type { HealthResponse } from '@moim/contract';
import type { Clock } from '../../lib/clock.ts';
import type { HealthRepository } from './health.repository.ts';

export function createHealthService(deps: { repository: HealthRepository; clock: Clock }) {
  const startedAt = deps.clock.now().getTime();
  return {
    async check(): Promise<HealthResponse> {
      const uptimeSeconds = Math.round((deps.clock.now().getTime() - startedAt) / 1000);
      try {
        await deps.repository.ping();
        return { status: 'ok', database: 'up', uptimeSeconds };
      } catch {
        return { status: 'degraded', database: 'down', uptimeSeconds };
      }
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
