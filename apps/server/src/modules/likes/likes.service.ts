import type { LikeResponse } from '@moim/contract';
import type { Clock } from '../../lib/clock.ts';
import { foreignKeyViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { TransactionRunner } from '../../lib/unit-of-work.ts';
import type { Caller } from '../auth/auth.service.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import type { LikesRepository } from './likes.repository.ts';

interface Repos {
  likes: LikesRepository;
  events: EventsRepository;
}

const eventNotFound = () => new AppError('eventNotFound', { status: 404 });

export function createLikesService(deps: { repos: Repos; transaction: TransactionRunner<Repos>; clock: Clock }) {
  const { repos, transaction, clock } = deps;

  function assertSelf(caller: Caller, userId: string | undefined): void {
    if (userId !== undefined && userId.toLowerCase() !== caller.userId.toLowerCase()) throw new AppError('forbidden');
  }

  return {
    async isLiked(caller: Caller, eventId: number, userId: string | undefined): Promise<boolean> {
      assertSelf(caller, userId);
      return repos.likes.isLiked(eventId, caller.id);
    },

    /**
     * Likes or unlikes. The count moves only by rows really added or removed, in the same
     * transaction, so any number of concurrent toggles leaves it equal to the rows.
     */
    async toggle(caller: Caller, eventId: number, userId: string | undefined): Promise<LikeResponse> {
      assertSelf(caller, userId);
      if (!(await repos.events.findById(eventId))) throw eventNotFound();
      // The event can be deleted between that check and the writes: then too it is a 404.
      return transaction(async (tx) => {
        const added = await tx.likes.add(eventId, caller.id, clock.now()).catch((error: unknown) => {
          if (foreignKeyViolation(error)?.constraint?.includes('event')) throw eventNotFound();
          throw error;
        });
        const removed = !added && (await tx.likes.remove(eventId, caller.id));
        const likesLen = await tx.likes.adjustCount(eventId, added ? 1 : removed ? -1 : 0);
        if (likesLen === undefined) throw eventNotFound();
        return { likesLen, isLiked: added };
      });
    },
  };
}

export type LikesService = ReturnType<typeof createLikesService>;
