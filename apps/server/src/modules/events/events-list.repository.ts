import { and, asc, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { events, likes, users } from '../../db/schema.ts';

export type ListOrder = 'latest' | 'hot' | 'upcoming' | 'start-desc' | 'liked-at';

export interface ListCriteria {
  /** Only events starting at or after this instant (the start of today in Korea); none for past ones too. */
  startsFrom?: Date;
  text?: string;
  date?: string;
  location?: string;
  type?: string;
  category?: string;
  language?: string;
  /** Events of one host (users.id). */
  hostId?: string;
  /** Events this user (users.id) likes. */
  likedBy?: string;
  order: ListOrder;
  limit: number;
  offset: number;
  /** users.id of the caller, for likedByMe. */
  viewerId?: string;
}

/** `%` and `_` (and the escape itself) as plain characters in LIKE. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const searchable = sql`(${events.name} || ' ' || ${events.descriptionText})`;

function conditions(c: ListCriteria): SQL | undefined {
  const where: Array<SQL | undefined> = [
    c.startsFrom ? gte(events.startsAt, c.startsFrom) : undefined,
    c.text ? sql`${searchable} ilike ${likePattern(c.text)}` : undefined,
    c.date ? eq(events.date, c.date) : undefined,
    c.location ? sql`${events.location} ilike ${likePattern(c.location)}` : undefined,
    c.type ? eq(events.type, c.type) : undefined,
    c.category ? eq(events.category, c.category) : undefined,
    c.language ? sql`${events.languages} @> array[${c.language}]::text[]` : undefined,
    c.hostId ? eq(events.hostId, c.hostId) : undefined,
  ];
  return and(...where);
}

function ordering(order: ListOrder) {
  switch (order) {
    case 'latest':
      return [desc(events.createdAt), desc(events.id)];
    case 'hot':
      return [desc(events.likesCount), asc(events.startsAt), asc(events.id)];
    case 'upcoming':
      return [asc(events.startsAt), asc(events.id)];
    case 'start-desc':
      return [desc(events.startsAt), desc(events.id)];
    case 'liked-at':
      return [desc(likes.createdAt), desc(events.id)];
  }
}

/**
 * Event lists, done by the database: filters, order, paging and the counts in one query
 * (counts are columns kept with their rows), the total in a second one with the same filter.
 */
export function createEventsListRepository(db: Queryable) {
  return {
    async list(c: ListCriteria) {
      const where = conditions(c);
      const likedByMe = c.viewerId
        ? sql<boolean>`exists (select 1 from ${likes} l where l.event_id = ${events.id} and l.user_id = ${c.viewerId})`
        : sql<boolean>`false`;
      const columns = {
        id: events.id,
        name: events.name,
        summary: events.summary,
        mainImage: events.mainImage,
        date: events.date,
        time: events.time,
        startsAt: events.startsAt,
        category: events.category,
        type: events.type,
        location: events.location,
        price: events.price,
        minParticipants: events.minParticipants,
        maxParticipants: events.maxParticipants,
        participants: events.participantsCount,
        likes: events.likesCount,
        languages: events.languages,
        hostUserId: users.userId,
        hostUsername: users.username,
        hostProfileImage: users.profileImage,
        likedByMe,
      };
      if (c.likedBy) {
        const likedWhere = and(eq(likes.userId, c.likedBy), where);
        const [rows, [total]] = await Promise.all([
          db
            .select(columns)
            .from(likes)
            .innerJoin(events, eq(events.id, likes.eventId))
            .innerJoin(users, eq(users.id, events.hostId))
            .where(likedWhere)
            .orderBy(...ordering(c.order))
            .limit(c.limit)
            .offset(c.offset),
          db
            .select({ count: sql<number>`count(*)::int` })
            .from(likes)
            .innerJoin(events, eq(events.id, likes.eventId))
            .where(likedWhere),
        ]);
        return { rows, total: total?.count ?? 0 };
      }
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(events)
          .innerJoin(users, eq(users.id, events.hostId))
          .where(where)
          .orderBy(...ordering(c.order))
          .limit(c.limit)
          .offset(c.offset),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(events)
          .where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },
  };
}

export type EventsListRepository = ReturnType<typeof createEventsListRepository>;
