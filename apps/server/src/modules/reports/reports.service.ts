import type { CreateReportInputSchema } from '@moim/contract';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { plainText } from '../../lib/sanitize.ts';
import { assertMember, assertNotSelf } from '../access/access.ts';
import type { Caller } from '../access/caller.ts';
import type { ChatRepository } from '../chat/chat.repository.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import type { Limit, RateLimiter } from '../rate-limits/rate-limits.service.ts';
import type { ReviewsRepository } from '../reviews/reviews.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { ReportsRepository } from './reports.repository.ts';

interface Repos {
  reports: ReportsRepository;
  chat: ChatRepository;
  events: EventsRepository;
  reviews: ReviewsRepository;
  users: UsersRepository;
}

/** Reports one person may file: enough for real problems, too few to flood the moderators. */
const reportRate: Limit = { max: 20, windowMs: 60 * 60 * 1000 };

type ReportInput = z.output<typeof CreateReportInputSchema>;

/**
 * Reports of chat messages, events, reviews and people, for the moderators (decision 76). A
 * message can be reported only by a member of its room (who could read it); the rest, which
 * anyone can see, by anyone signed in.
 */
export function createReportsService(deps: { repos: Repos; limiter: RateLimiter; clock: Clock }) {
  const { repos, limiter, clock } = deps;

  /** What is reported (its id as stored), whose it is, and what it said, as the moderators will need it even once it is gone. */
  async function target(
    caller: Caller,
    input: ReportInput,
  ): Promise<{ targetId: string; reportedUserId: string; snapshot: string }> {
    const missing = () => new AppError('reportTargetNotFound');
    switch (input.targetType) {
      case 'event': {
        const event = await repos.events.findFacts(input.targetId);
        if (!event) throw missing();
        return { targetId: String(event.id), reportedUserId: event.hostId, snapshot: event.name };
      }
      case 'review': {
        const review = await repos.reviews.findById(input.targetId);
        if (!review) throw missing();
        return { targetId: String(review.id), reportedUserId: review.authorId, snapshot: plainText(review.comment) };
      }
      case 'user': {
        const user = await repos.users.findByUserId(input.targetId);
        if (!user) throw missing();
        assertNotSelf(caller, user, 'reportSelf');
        return { targetId: user.id, reportedUserId: user.id, snapshot: user.username };
      }
      case 'message': {
        const message = await repos.chat.findMessage(input.targetId);
        if (!message) throw missing();
        const { member } = await repos.chat.membership(message.roomId, caller.id);
        assertMember(caller, member ? [caller.id] : []);
        return { targetId: String(message.id), reportedUserId: message.sender.id, snapshot: message.content };
      }
    }
  }

  return {
    async create(caller: Caller, input: ReportInput): Promise<void> {
      await limiter.consume(`reports:user:${caller.id}`, reportRate);
      const found = await target(caller, input);
      await repos.reports.insert({
        reporterId: caller.id,
        targetType: input.targetType,
        reason: input.reason,
        createdAt: clock.now(),
        ...found,
      });
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
