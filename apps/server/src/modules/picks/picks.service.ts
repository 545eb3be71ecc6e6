import {
  EVENT_LANGUAGE_OF_LOCALE,
  PICKS_COUNT,
  seoulDate,
  seoulInstant,
  type EventLanguage,
  type Locale,
  type Picks,
  type PicksPreferences,
} from '@moim/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { runEvery } from '../../lib/periodic.ts';
import type { TransactionRunner } from '../../lib/unit-of-work.ts';
import type { Caller } from '../access/caller.ts';
import { toEventListItem } from '../events/events-list.service.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { picksMail } from './picks.mails.ts';
import type { PicksRepository } from './picks.repository.ts';

interface Repos {
  picks: PicksRepository;
  users: UsersRepository;
  outbox: OutboxRepository;
}

const DAY_MS = 24 * 3_600_000;
/** How far ahead the picks look. */
const PICKS_AHEAD_MS = 14 * DAY_MS;
/** The week's mail goes on Friday at 10:00 in Korea: time to plan the weekend. */
const SEND_WEEKDAY = 5;
const SEND_TIME = '10:00';
/** A week missed while the server was down is still sent within two days, not later. */
const CATCH_UP_MS = 2 * DAY_MS;
/** People one transaction records at most. */
const BATCH = 200;
/** How often every server process looks whether the week's picks are due. */
const SWEEP_INTERVAL_MS = 10 * 60_000;

/** The week whose picks are due at `now` (its Friday, in Korea), or null outside the sending window. */
export function dueWeek(now: Date): string | null {
  const today = seoulDate(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const back = (weekday - SEND_WEEKDAY + 7) % 7;
  let friday = new Date(new Date(`${today}T00:00:00Z`).getTime() - back * DAY_MS).toISOString().slice(0, 10);
  if (now < seoulInstant(friday, SEND_TIME)) {
    friday = new Date(new Date(`${friday}T00:00:00Z`).getTime() - 7 * DAY_MS).toISOString().slice(0, 10);
  }
  const sendAt = seoulInstant(friday, SEND_TIME).getTime();
  return now.getTime() < sendAt + CATCH_UP_MS ? friday : null;
}

/** The languages a person speaks: their choice, else the one they read Moim in. */
function languagesOf(user: { spokenLanguages: string[] | null; locale: Locale }): EventLanguage[] {
  return (user.spokenLanguages as EventLanguage[] | null) ?? [EVENT_LANGUAGE_OF_LOCALE[user.locale]];
}

/**
 * The weekly picks (decision 0064): upcoming events chosen for a person, shown on the site and
 * sent by e-mail on Fridays, once a week, to those who consented to Moim's news.
 */
export function createPicksService(deps: {
  repos: Repos;
  transaction: TransactionRunner<Repos>;
  notifications: Pick<NotificationsService, 'marketingUnsubscribeLinks'>;
  clock: Clock;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { repos, transaction, notifications, clock, publicUrl, log } = deps;

  const windowFrom = (now: Date) => ({ from: now, until: new Date(now.getTime() + PICKS_AHEAD_MS) });

  async function picksOf(userId: string): Promise<Picks> {
    const user = await repos.users.findById(userId);
    const preferences: PicksPreferences = {
      spokenLanguages: user ? languagesOf(user) : [],
      homeArea: user?.homeArea ?? null,
    };
    const rows = await repos.picks.picksFor(
      { id: userId, languages: preferences.spokenLanguages, homeArea: preferences.homeArea },
      windowFrom(clock.now()),
      PICKS_COUNT,
    );
    return { preferences, events: rows.map(toEventListItem) };
  }

  /**
   * Sends the week's picks to everyone who consented and has not had them: per batch, one
   * transaction records the week for its people and queues their mails (none for someone with
   * nothing to pick: the week is recorded all the same). Answers how many people it recorded.
   */
  async function sweep(): Promise<number> {
    let recorded = 0;
    for (;;) {
      const now = clock.now();
      const week = dueWeek(now);
      if (!week) return recorded;
      const count = await transaction(async (tx) => {
        const people = await tx.picks.claimWeek(week, now, BATCH);
        const mails: MailMessage[] = [];
        for (const person of people) {
          const picks = await tx.picks.picksFor(
            { id: person.id, languages: languagesOf(person), homeArea: person.homeArea },
            windowFrom(now),
            PICKS_COUNT,
          );
          if (picks.length === 0) continue;
          mails.push(picksMail(person, picks, publicUrl, await notifications.marketingUnsubscribeLinks(person.id)));
        }
        await tx.outbox.enqueue(mails, now);
        return people.length;
      });
      if (count === 0) return recorded;
      recorded += count;
    }
  }

  return {
    picks: (caller: Caller) => picksOf(caller.id),

    async updatePreferences(caller: Caller, preferences: PicksPreferences): Promise<Picks> {
      await repos.users.update(caller.id, {
        spokenLanguages: [...new Set(preferences.spokenLanguages)],
        homeArea: preferences.homeArea,
        updatedAt: clock.now(),
      });
      return picksOf(caller.id);
    },

    sweep,

    /** Sweeps every `intervalMs` until the returned stop is called; at once after a start, so a restart catches up. */
    start(intervalMs = SWEEP_INTERVAL_MS): () => Promise<void> {
      const first = sweep().catch((error: unknown) => log.error({ err: error }, 'weekly picks sweep failed'));
      const stop = runEvery(intervalMs, sweep, log, 'weekly picks sweep failed');
      return async () => {
        await first;
        await stop();
      };
    },
  };
}

export type PicksService = ReturnType<typeof createPicksService>;
