import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { CalendarFeed } from '@moim/contract';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { plainTextLines } from '../../lib/sanitize.ts';
import type { Caller } from '../access/caller.ts';
import type { EventsService } from '../events/events.service.ts';
import { eventPageUrl } from '../share/event-page.ts';
import { calendarFile, type CalendarEntry } from './calendar-file.ts';
import type { CalendarRepository } from './calendar.repository.ts';

/** A feed shows the events that started at most this long ago, and all that are ahead. */
const FEED_PAST_DAYS = 30;
/** More entries than anyone goes to; a bound on the file all the same. */
const FEED_MAX_ENTRIES = 500;
/** How often a subscribed calendar app is asked to fetch the feed again. */
const FEED_REFRESH_SECONDS = 60 * 60;

/** Random bytes of a token's two parts; in base64url, 16 and 32 characters. */
const SELECTOR_BYTES = 12;
const VALIDATOR_BYTES = 24;
const SELECTOR_LENGTH = 16;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{48}$/;

const newSecret = (bytes: number) => randomBytes(bytes).toString('base64url');

/** Calendar files: one event's, and each user's personal feed (decision 0031). */
export function createCalendarService(deps: {
  repository: CalendarRepository;
  events: Pick<EventsService, 'getDetail'>;
  clock: Clock;
  publicUrl: string;
}) {
  const { repository, events, clock, publicUrl } = deps;
  const host = new URL(publicUrl).hostname;
  const site = publicUrl.replace(/\/+$/, '');

  const feedOf = (feed: { selector: string; validator: string }): CalendarFeed => {
    const token = `${feed.selector}${feed.validator}`;
    return { token, url: `${site}/api/calendar/${token}.ics` };
  };
  const newFeed = (userId: string) => ({
    userId,
    selector: newSecret(SELECTOR_BYTES),
    validator: newSecret(VALIDATOR_BYTES),
    createdAt: clock.now(),
  });

  /** The owner of the feed a token opens, or null; the secret part is compared in constant time. */
  async function ownerOf(token: string): Promise<string | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    const feed = await repository.findFeedBySelector(token.slice(0, SELECTOR_LENGTH));
    if (!feed) return null;
    const expected = Buffer.from(feed.validator);
    const given = Buffer.from(token.slice(SELECTOR_LENGTH));
    return expected.length === given.length && timingSafeEqual(expected, given) ? feed.userId : null;
  }

  return {
    /** One event's file (GET /events/{id}/calendar.ics): what visitors see of it. */
    async eventFile(eventId: number): Promise<string> {
      const event = await events.getDetail(eventId, null);
      const entry: CalendarEntry = {
        id: event.id,
        name: event.name,
        description: plainTextLines(event.description),
        startsAt: new Date(event.startsAt),
        endsAt: new Date(event.endsAt),
        location: event.location,
        locationDetail: event.locationDetail,
        venue: event.venue,
        latitude: event.latitude,
        longitude: event.longitude,
        url: eventPageUrl(publicUrl, event.id),
        createdAt: new Date(event.createdAt),
        updatedAt: new Date(event.updatedAt),
      };
      return calendarFile({ name: event.name, entries: [entry], stamp: clock.now(), host });
    },

    /** A personal feed: the events its owner hosts or has a seat at, as they stand now. */
    async feedFile(token: string): Promise<string> {
      const userId = await ownerOf(token);
      if (!userId) throw new AppError('calendarFeedNotFound');
      const now = clock.now();
      const since = new Date(now.getTime() - FEED_PAST_DAYS * 24 * 60 * 60 * 1000);
      const rows = await repository.eventsGoingTo(userId, since, FEED_MAX_ENTRIES);
      const entries = rows.map((row): CalendarEntry => ({
        ...row,
        description: plainTextLines(row.description),
        url: eventPageUrl(publicUrl, row.id),
      }));
      return calendarFile({ name: 'Moim', entries, stamp: now, host, refreshSeconds: FEED_REFRESH_SECONDS });
    },

    /** The caller's feed, made on first ask. */
    async feed(caller: Caller): Promise<CalendarFeed> {
      return feedOf(
        (await repository.findFeedOf(caller.id)) ?? (await repository.insertFeedIfNone(newFeed(caller.id))),
      );
    },

    /** Gives the caller a new feed address; the old one is `calendarFeedNotFound` from now on. */
    async resetFeed(caller: Caller): Promise<CalendarFeed> {
      const feed = newFeed(caller.id);
      await repository.replaceFeed(feed);
      return feedOf(feed);
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
