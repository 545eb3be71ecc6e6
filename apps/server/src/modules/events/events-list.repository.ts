import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { events, likes, participants, reviews, users } from '../../db/schema.ts';
import { isShortQuery } from '../../lib/search.ts';

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
  /** Events this user (users.id) is an approved guest of (not the host). */
  joinedBy?: string;
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
const placeholder = (name: string) => sql.placeholder(name);

/** The values a list statement is run with, by placeholder name. */
function parameters(c: ListCriteria): Record<string, unknown> {
  const text = c.text?.toLowerCase();
  return {
    startsFrom: c.startsFrom?.toISOString(),
    text: text === undefined ? undefined : isShortQuery(text) ? text : likePattern(c.text!),
    date: c.date,
    location: c.location === undefined ? undefined : likePattern(c.location),
    type: c.type,
    category: c.category,
    language: c.language,
    hostId: c.hostId,
    likedBy: c.likedBy,
    joinedBy: c.joinedBy,
    viewerId: c.viewerId,
    limit: c.limit,
    offset: c.offset,
  };
}

/** The filter of a list, with placeholders for its values; which filters apply is the statement's shape. */
function conditions(c: ListCriteria): SQL | undefined {
  return and(
    c.startsFrom ? sql`${events.startsAt} >= ${placeholder('startsFrom')}::timestamptz` : undefined,
    // Name or description contains the text: the trigram index from 3 characters, the pieces below.
    c.text
      ? isShortQuery(c.text)
        ? sql`${events.searchGrams} @> array[${placeholder('text')}]::text[]`
        : sql`${searchable} ilike ${placeholder('text')}`
      : undefined,
    c.date ? sql`${events.date} = ${placeholder('date')}::date` : undefined,
    c.location ? sql`${events.location} ilike ${placeholder('location')}` : undefined,
    c.type ? sql`${events.type} = ${placeholder('type')}` : undefined,
    c.category ? sql`${events.category} = ${placeholder('category')}` : undefined,
    c.language ? sql`${events.languages} @> array[${placeholder('language')}]::text[]` : undefined,
    c.hostId ? sql`${events.hostId} = ${placeholder('hostId')}::uuid` : undefined,
    c.likedBy ? sql`${likes.userId} = ${placeholder('likedBy')}::uuid` : undefined,
    c.joinedBy
      ? sql`${participants.userId} = ${placeholder('joinedBy')}::uuid and ${participants.status} = 'Approved'
          and ${events.hostId} <> ${participants.userId}`
      : undefined,
  );
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
 * Which filters, order and joins a list uses: lists of one shape share one statement. A text
 * search is planned anew each time (an unnamed statement), because how selective its words
 * are decides between the trigram index and the order's index; the others are prepared.
 */
function shapeOf(c: ListCriteria): string {
  const text = c.text === undefined ? '' : isShortQuery(c.text) ? 'g' : 't';
  const present = (
    [
      'startsFrom',
      'date',
      'location',
      'type',
      'category',
      'language',
      'hostId',
      'likedBy',
      'joinedBy',
      'viewerId',
    ] as const
  )
    .map((key) => (c[key] === undefined ? '0' : '1'))
    .join('');
  return `${c.order}_${text}_${present}`;
}

/**
 * Event lists, done by the database: filters, order, paging and the counts in one query
 * (counts are columns kept with their rows), the total in a second one with the same filter.
 * Each shape of list is a prepared statement, built once per process and planned once per
 * connection.
 */
export function createEventsListRepository(db: Queryable) {
  function pageStatement(c: ListCriteria, name: string) {
    const likedByMe = c.viewerId
      ? sql<boolean>`exists (select 1 from ${likes} l where l.event_id = ${events.id} and l.user_id = ${placeholder('viewerId')}::uuid)`
      : sql<boolean>`false`;
    // Only the joined list tells whether the caller reviewed each event.
    const reviewedByMe =
      c.joinedBy && c.viewerId
        ? sql<
            boolean | null
          >`exists (select 1 from ${reviews} r where r.event_id = ${events.id} and r.user_id = ${placeholder('viewerId')}::uuid)`
        : sql<boolean | null>`null`;
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
      reviewedByMe,
    };
    const from = c.likedBy
      ? db.select(columns).from(likes).innerJoin(events, eq(events.id, likes.eventId))
      : c.joinedBy
        ? db.select(columns).from(participants).innerJoin(events, eq(events.id, participants.eventId))
        : db.select(columns).from(events);
    return from
      .innerJoin(users, eq(users.id, events.hostId))
      .where(conditions(c))
      .orderBy(...ordering(c.order))
      .limit(placeholder('limit'))
      .offset(placeholder('offset'))
      .prepare(name);
  }

  function totalStatement(c: ListCriteria, name: string) {
    const count = { count: sql<number>`count(*)::int` };
    const from = c.likedBy
      ? db.select(count).from(likes).innerJoin(events, eq(events.id, likes.eventId))
      : c.joinedBy
        ? db.select(count).from(participants).innerJoin(events, eq(events.id, participants.eventId))
        : db.select(count).from(events);
    return from.where(conditions(c)).prepare(name);
  }

  const pages = new Map<string, ReturnType<typeof pageStatement>>();
  const totals = new Map<string, ReturnType<typeof totalStatement>>();

  return {
    /** A page of events and, unless told not to, the total matching the filters. */
    async list(c: ListCriteria, options: { withTotal: boolean } = { withTotal: true }) {
      const shape = shapeOf(c);
      const named = c.text === undefined;
      let page = pages.get(shape);
      if (!page) pages.set(shape, (page = pageStatement(c, named ? `events_page_${shape}` : '')));
      const values = parameters(c);
      if (!options.withTotal) return { rows: await page.execute(values), total: 0 };
      const totalShape = shape.replace(/^[a-z-]+_/, '').replace(/.$/, '');
      let total = totals.get(totalShape);
      if (!total) totals.set(totalShape, (total = totalStatement(c, named ? `events_total_${totalShape}` : '')));
      const [rows, [count]] = await Promise.all([page.execute(values), total.execute(values)]);
      return { rows, total: count?.count ?? 0 };
    },
  };
}

export type EventsListRepository = ReturnType<typeof createEventsListRepository>;
