import type { CreateReportInputSchema } from '@moim/contract';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { assertMember } from '../access/access.ts';
import type { Caller } from '../access/caller.ts';
import type { ChatRepository } from '../chat/chat.repository.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import type { Limit, RateLimiter } from '../rate-limits/rate-limits.service.ts';
import type { ReportsRepository } from './reports.repository.ts';

interface Repos {
  reports: ReportsRepository;
  chat: ChatRepository;
  events: EventsRepository;
}

/** Reports one person may file: enough for real problems, too few to flood the moderators. */
const reportRate: Limit = { max: 20, windowMs: 60 * 60 * 1000 };

/**
 * Reports of chat messages and events, kept for the moderation that comes later. A message can
 * be reported only by a member of its room (who could read it); an event by anyone signed in.
 */
export function createReportsService(deps: { repos: Repos; limiter: RateLimiter; clock: Clock }) {
  const { repos, limiter, clock } = deps;

  /** Whose it is and what it said, as the moderators will need it even once it is gone. */
  async function target(caller: Caller, input: z.output<typeof CreateReportInputSchema>) {
    if (input.targetType === 'event') {
      const event = await repos.events.findById(input.targetId);
      if (!event) throw new AppError('reportTargetNotFound');
      return { reportedUserId: event.hostId, snapshot: event.name };
    }
    const message = await repos.chat.findMessage(input.targetId);
    if (!message) throw new AppError('reportTargetNotFound');
    const { member } = await repos.chat.membership(message.roomId, caller.id);
    assertMember(caller, member ? [caller.id] : []);
    return { reportedUserId: message.sender.id, snapshot: message.content };
  }

  return {
    async create(caller: Caller, input: z.output<typeof CreateReportInputSchema>): Promise<void> {
      await limiter.consume(`reports:user:${caller.id}`, reportRate);
      const found = await target(caller, input);
      await repos.reports.insert({
        reporterId: caller.id,
        targetType: input.targetType,
        targetId: input.targetId,
        reason: input.reason,
        createdAt: clock.now(),
        ...found,
      });
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
