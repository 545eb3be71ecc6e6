import type { LikeResponse } from '@moim/contract';
import type { CacheInvalidation } from '../../lib/cache-invalidation.ts';
import type { Clock } from '../../lib/clock.ts';
import { foreignKeyViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { assertSelf } from '../access/access.ts';
import type { Caller } from '../access/caller.ts';
import type { Quotas } from '../quotas/quotas.service.ts';
import type { LikesRepository } from './likes.repository.ts';

interface Repos {
  likes: LikesRepository;
}

const eventNotFound = () => new AppError('eventNotFound');

export function createLikesService(deps: {
  repos: Repos;
  quotas: Pick<Quotas, 'counter'>;
  clock: Clock;
  changes: CacheInvalidation;
}) {
  const { repos, quotas, clock, changes } = deps;

  return {
    /** Whether the caller likes the event; a visitor likes nothing (the spec's client asks anyway). */
    async isLiked(caller: Caller | null, eventId: number, userId: string | undefined): Promise<boolean> {
      if (!caller) return false;
      assertSelf(caller, userId);
      return repos.likes.isLiked(eventId, caller.id);
    },

    /**
     * Likes or unlikes, counted against the caller's quota, in one statement (`likes.toggle`): the
     * count moves only by rows really added or removed, so any number of concurrent toggles leaves
     * it equal to the rows; a refused or failed toggle writes nothing.
     */
    async toggle(caller: Caller, eventId: number, userId: string | undefined): Promise<LikeResponse> {
      assertSelf(caller, userId);
      const quota = quotas.counter('likes', caller.id);
      const result = await repos.likes.toggle(eventId, caller.id, clock.now(), quota).catch((error: unknown) => {
        if (foreignKeyViolation(error)?.constraint?.includes('event')) throw eventNotFound();
        throw error;
      });
      quota.judge(result.count);
      if (result.likesCount === undefined) throw eventNotFound();
      changes.publish({ kind: 'event-changed', eventId });
      return { likesLen: result.likesCount, isLiked: result.added };
    },
  };
}

export type LikesService = ReturnType<typeof createLikesService>;
