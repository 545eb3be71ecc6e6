import type { ErrorCode } from '@moim/contract';
import type { QuotaSettings } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Counter, Limit, RateLimiter } from '../rate-limits/rate-limits.service.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The writes one account may make only so often. */
export type QuotaKind = 'uploads' | 'events' | 'likes' | 'joins' | 'messages';

const refusalOf: Record<QuotaKind, ErrorCode> = {
  uploads: 'uploadQuotaReached',
  events: 'eventQuotaReached',
  likes: 'likeQuotaReached',
  joins: 'joinQuotaReached',
  messages: 'messageQuotaReached',
};

const keyOf = (kind: QuotaKind, accountId: string) => `quota:${kind}:user:${accountId}`;

function limitsOf(settings: QuotaSettings): Record<QuotaKind, Limit> {
  return {
    uploads: { max: settings.uploadsPerHour, windowMs: HOUR_MS },
    events: { max: settings.eventsPerDay, windowMs: DAY_MS },
    likes: { max: settings.likesPerHour, windowMs: HOUR_MS },
    joins: { max: settings.joinsPerHour, windowMs: HOUR_MS },
    messages: { max: settings.messagesPerMinute, windowMs: MINUTE_MS },
  };
}

/**
 * Per-account write quotas, counted by the database rate limiter so they hold across
 * processes. A service calls `consume` once per attempted write, right before doing it.
 */
export function createQuotas(deps: { limiter: RateLimiter; settings: QuotaSettings; clock: Clock }) {
  const { limiter, settings, clock } = deps;
  const limits = limitsOf(settings);
  const firstDayLimits = { events: settings.newAccountEvents, joins: settings.newAccountJoins };
  return {
    /** Counts one write of `kind` by the account (its users.id); refused, with the wait, once used up. */
    consume(kind: QuotaKind, accountId: string): Promise<void> {
      return limiter.consume(keyOf(kind, accountId), limits[kind], refusalOf[kind]);
    },
    /** `consume`'s count, for a write that counts it in its own statement (see `Counter`). */
    counter(kind: QuotaKind, accountId: string): Counter {
      return limiter.counter(keyOf(kind, accountId), limits[kind], refusalOf[kind]);
    },
    /**
     * An account's first 24 hours (decision 75): at most so many events and applications, besides
     * the quotas above, so a throw-away account cannot flood the site. Nothing for an older one.
     */
    async firstDay(kind: 'events' | 'joins', account: { id: string; joinedAt: Date }): Promise<void> {
      if (clock.now().getTime() - account.joinedAt.getTime() >= DAY_MS) return;
      await limiter.consume(
        `quota:first-day-${kind}:user:${account.id}`,
        { max: firstDayLimits[kind], windowMs: DAY_MS },
        'newAccountLimit',
      );
    },
    /** Most stored bytes of uploads an account may keep that nothing uses yet. */
    unattachedUploadBytes: settings.unattachedUploadBytes,
  };
}

export type Quotas = ReturnType<typeof createQuotas>;
