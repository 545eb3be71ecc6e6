import { and, asc, eq, gte } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { calendarFeeds, events, participants } from '../../db/schema.ts';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

/** What a calendar entry of an event shows. */
const entryColumns = {
  id: events.id,
  name: events.name,
  description: events.description,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  location: events.location,
  locationDetail: events.locationDetail,
  venue: events.venue,
  latitude: events.latitude,
  longitude: events.longitude,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
};

export function createCalendarRepository(db: Queryable) {
  return {
    async findFeedOf(userId: string): Promise<CalendarFeedRow | undefined> {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      return row;
    },

    async findFeedBySelector(selector: string): Promise<CalendarFeedRow | undefined> {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.selector, selector));
      return row;
    },

    /** Gives the user this feed unless they have one already; returns the one they have. */
    async insertFeedIfNone(row: CalendarFeedRow): Promise<CalendarFeedRow> {
      await db.insert(calendarFeeds).values(row).onConflictDoNothing({ target: calendarFeeds.userId });
      const [kept] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, row.userId));
      return kept!;
    },

    /** Gives the user this feed, replacing the one they had (whose address stops working). */
    async replaceFeed(row: CalendarFeedRow): Promise<void> {
      await db
        .insert(calendarFeeds)
        .values(row)
        .onConflictDoUpdate({
          target: calendarFeeds.userId,
          set: { selector: row.selector, validator: row.validator, createdAt: row.createdAt },
        });
    },

    /**
     * The events a user hosts or has a seat at (the host holds an Approved seat too), starting
     * from `since`, soonest first, at most `limit`.
     */
    async eventsGoingTo(userId: string, since: Date, limit: number) {
      return db
        .select(entryColumns)
        .from(participants)
        .innerJoin(events, eq(events.id, participants.eventId))
        .where(and(eq(participants.userId, userId), eq(participants.status, 'Approved'), gte(events.startsAt, since)))
        .orderBy(asc(events.startsAt), asc(events.id))
        .limit(limit);
    },
  };
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
