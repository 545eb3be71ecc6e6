import type { LikeResponse } from '@moim/contract';
import type { CacheInvalidation } from '../../lib/cache-invalidation.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { TransactionRunner } from '../../lib/unit-of-work.ts';
import type { Caller } from '../auth/auth.service.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import type { Quotas } from '../quotas/quotas.service.ts';
import type { LikesRepository } from './likes.repository.ts';

interface Repos {
  likes: LikesRepository;
  events: EventsRepository;
}

export function createLikesService(deps: {
  repos: Repos;
  transaction: TransactionRunner<Repos>;
  quotas: Quotas;
  clock: Clock;
  changes: CacheInvalidation;
}) {
  const { repos, transaction, quotas, clock, changes } = deps;

  function assertSelf(caller: Caller, userId: string | undefined): void {
    if (userId !== undefined && userId.toLowerCase() !== caller.userId.toLowerCase()) throw new AppError('forbidden');
  }

  return {
    /** Whether the caller likes the event; a visitor likes nothing (the spec's client asks anyway). */
    async isLiked(caller: Caller | null, eventId: number, userId: string | undefined): Promise<boolean> {
      if (!caller) return false;
      assertSelf(caller, userId);
      return repos.likes.isLiked(eventId, caller.id);
    },

    /**
     * Likes or unlikes. The count moves only by rows really added or removed, in the same
     * transaction, so any number of concurrent toggles leaves it equal to the rows.
     */
    async toggle(caller: Caller, eventId: number, userId: string | undefined): Promise<LikeResponse> {
      assertSelf(caller, userId);
      if (!(await repos.events.findById(eventId))) throw new AppError('eventNotFound', { status: 404 });
      await quotas.consume('likes', caller.id);
      const result = await transaction(async (tx) => {
        if (await tx.likes.add(eventId, caller.id, clock.now())) {
          return { likesLen: await tx.likes.adjustCount(eventId, 1), isLiked: true };
        }
        const removed = await tx.likes.remove(eventId, caller.id);
        return { likesLen: await tx.likes.adjustCount(eventId, removed ? -1 : 0), isLiked: false };
      });
      changes.publish({ kind: 'event-changed', eventId });
      return result;
    },
  };
}

export type LikesService = ReturnType<typeof createLikesService>;
