import type { ParticipantStatus } from '@moim/contract';
import type { CacheInvalidation } from '../../lib/cache-invalidation.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { TransactionRunner } from '../../lib/unit-of-work.ts';
import type { Caller } from '../auth/auth.service.ts';
import type { ChatRepository } from '../chat/chat.repository.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import type { Quotas } from '../quotas/quotas.service.ts';
import type { ParticipantsRepository } from './participants.repository.ts';

interface Repos {
  participants: ParticipantsRepository;
  events: EventsRepository;
  chat: ChatRepository;
}

function assertSelf(caller: Caller, userId: string | undefined): void {
  if (userId !== undefined && userId.toLowerCase() !== caller.userId.toLowerCase()) throw new AppError('forbidden');
}

export function createParticipantsService(deps: {
  repos: Repos;
  transaction: TransactionRunner<Repos>;
  quotas: Quotas;
  clock: Clock;
  changes: CacheInvalidation;
}) {
  const { repos, transaction, quotas, clock, changes } = deps;

  return {
    /**
     * Joins an event. FirstCome: approved at once while a seat is left. Register: pending until
     * the host decides. A rejected user may not apply again; the start must be in the future.
     */
    async join(caller: Caller, input: { eventId: number; userId?: string; answer: string }) {
      assertSelf(caller, input.userId);
      const event = await repos.events.findById(input.eventId);
      if (!event) throw new AppError('eventNotFound', { status: 404 });
      if (event.hostId === caller.id) throw new AppError('hostCannotJoin', { status: 409 });
      const now = clock.now();
      if (event.startsAt <= now) throw new AppError('eventClosed', { status: 409 });
      const existing = await repos.participants.find(event.id, caller.id);
      if (existing)
        throw new AppError(existing.status === 'Rejected' ? 'joinRefused' : 'alreadyJoined', { status: 409 });

      const status: ParticipantStatus = event.type === 'FirstCome' ? 'Approved' : 'Pending';
      await quotas.consume('joins', caller.id);
      const joined = await transaction(async (tx) => {
        if (status === 'Approved' && !(await tx.participants.takeSeat(event.id))) {
          throw new AppError('eventFull', { status: 409 });
        }
        const created = await tx.participants.insert({
          eventId: event.id,
          userId: caller.id,
          status,
          answer: input.answer,
          createdAt: now,
          updatedAt: now,
        });
        // A parallel request by the same user got there first; the seat taken above rolls back.
        if (!created) throw new AppError('alreadyJoined', { status: 409 });
        if (status === 'Approved') {
          const roomId = await tx.chat.findRoomId(event.id);
          if (roomId !== undefined) await tx.chat.addMember(roomId, caller.id, now);
        }
        return { id: created.id, status };
      });
      changes.publish({ kind: 'event-changed', eventId: event.id });
      return joined;
    },

    async check(caller: Caller, eventId: number, userId: string | undefined) {
      assertSelf(caller, userId);
      const row = await repos.participants.find(eventId, caller.id);
      const status = (row?.status as ParticipantStatus | undefined) ?? null;
      return { isParticipating: status === 'Approved' || status === 'Pending', status };
    },
  };
}

export type ParticipantsService = ReturnType<typeof createParticipantsService>;
