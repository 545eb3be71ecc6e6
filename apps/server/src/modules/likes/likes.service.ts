import type { LikeResponse } from '@moim/contract';
import type { CacheInvalidation } from '../../lib/cache-invalidation.ts';
import type { Clock } from '../../lib/clock.ts';
import { foreignKeyViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { TransactionRunner } from '../../lib/unit-of-work.ts';
import { assertSelf } from '../access/access.ts';
import type { Caller } from '../access/caller.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import type { Quotas } from '../quotas/quotas.service.ts';
import type { LikesRepository } from './likes.repository.ts';

interface Repos {
  likes: LikesRepository;
  events: EventsRepository;
}

const eventNotFound = () => new AppError('eventNotFound');

export function createLikesService(deps: {
  repos: Repos;
  transaction: TransactionRunner<Repos>;
  quotas: Quotas;
  clock: Clock;
  changes: CacheInvalidation;
}) {
  const { repos, transaction, quotas, clock, changes } = deps;

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
      if (!(await repos.events.findFacts(eventId))) throw eventNotFound();
      await quotas.consume('likes', caller.id);
      // The event can be deleted between that check and the writes: then too it is `eventNotFound`.
      const result = await transaction(async (tx) => {
        const added = await tx.likes.add(eventId, caller.id, clock.now()).catch((error: unknown) => {
          if (foreignKeyViolation(error)?.constraint?.includes('event')) throw eventNotFound();
          throw error;
        });
        const removed = !added && (await tx.likes.remove(eventId, caller.id));
        const likesLen = await tx.likes.adjustCount(eventId, added ? 1 : removed ? -1 : 0);
        if (likesLen === undefined) throw eventNotFound();
        return { likesLen, isLiked: added };
      });
      changes.publish({ kind: 'event-changed', eventId });
      return result;
    },
  };
}

export type LikesService = ReturnType<typeof createLikesService>;
