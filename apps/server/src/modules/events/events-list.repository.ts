import { seoulInstant } from '@moim/contract';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
  /** Events of one host, by login ID (found in the same statement). */
  hostUserId?: string;
  /** Events this user (users.id) likes. */
  likedBy?: string;
  /** Events a user is an approved guest of (not the host), by login ID. */
  guestUserId?: string;
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

const DAY_MS = 24 * 60 * 60 * 1000;

/** The values a list statement is run with, by placeholder name. */
function parameters(c: ListCriteria, countLimit?: number): Record<string, unknown> {
  const text = c.text?.toLowerCase();
  // Korea has one offset all year: a day there is 24 hours from its midnight.
  const dayStart = c.date === undefined ? undefined : seoulInstant(c.date, '00:00');
  return {
    startsFrom: c.startsFrom?.toISOString(),
    text: text === undefined ? undefined : isShortQuery(text) ? text : likePattern(c.text!),
    date: c.date,
    dayStart: dayStart?.toISOString(),
    dayEnd: dayStart && new Date(dayStart.getTime() + DAY_MS).toISOString(),
    location: c.location === undefined ? undefined : likePattern(c.location),
    type: c.type,
    category: c.category,
    language: c.language,
    hostUserId: c.hostUserId,
    likedBy: c.likedBy,
    guestUserId: c.guestUserId,
    viewerId: c.viewerId,
    limit: c.limit,
    offset: c.offset,
    countLimit,
  };
}

/** The users.id of a login ID (case-insensitively, by its unique index), looked up within the statement. */
const userWithLoginId = (name: string) =>
  sql`select u.id from ${users} u where lower(u.user_id) = lower(${placeholder(name)}::text)`;

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
    // An event's date is the Korea date of its start: the range lets the start's index find that day.
    c.date
      ? sql`${events.date} = ${placeholder('date')}::date and ${events.startsAt} >= ${placeholder('dayStart')}::timestamptz
          and ${events.startsAt} < ${placeholder('dayEnd')}::timestamptz`
      : undefined,
    c.location ? sql`${events.location} ilike ${placeholder('location')}` : undefined,
    c.type ? sql`${events.type} = ${placeholder('type')}` : undefined,
    c.category ? sql`${events.category} = ${placeholder('category')}` : undefined,
    c.language ? sql`${events.languages} @> array[${placeholder('language')}]::text[]` : undefined,
    c.hostUserId ? sql`${events.hostId} = (${userWithLoginId('hostUserId')})` : undefined,
    c.likedBy ? sql`${likes.userId} = ${placeholder('likedBy')}::uuid` : undefined,
    c.guestUserId
      ? sql`${participants.userId} = (${userWithLoginId('guestUserId')}) and ${participants.status} = 'Approved'
          and ${events.hostId} <> ${participants.userId}`
      : undefined,
  );
}

/**
 * The ORDER BY of a list. `fromIndex` false hides the keys from the order's index (an added zero
 * does not change the order): the database then finds every match by the filter's own index and
 * sorts them, which is the cheaper way when there are few matches, instead of walking the order's
 * index through every event until the page is full.
 */
function ordering(order: ListOrder, fromIndex = true) {
  const key = (column: AnyPgColumn, zero: SQL) => (fromIndex ? column : sql`(${column} + ${zero})`);
  const time = (column: AnyPgColumn) => key(column, sql`interval '0 seconds'`);
  switch (order) {
    case 'latest':
      return [desc(time(events.createdAt)), desc(events.id)];
    case 'hot':
      return [desc(key(events.likesCount, sql`0`)), asc(events.startsAt), asc(events.id)];
    case 'upcoming':
      return [asc(time(events.startsAt)), asc(events.id)];
    case 'start-desc':
      return [desc(time(events.startsAt)), desc(events.id)];
    case 'liked-at':
      return [desc(time(likes.createdAt)), desc(events.id)];
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
      'hostUserId',
      'likedBy',
      'guestUserId',
      'viewerId',
    ] as const
  )
    .map((key) => (c[key] === undefined ? '0' : '1'))
    .join('');
  return `${c.order}_${text}_${present}`;
}

/**
 * Event lists, done by the database: filters, order, paging and the counts in one query
 * (counts are columns kept with their rows). The total is counted up to a limit (`countLimit`
 * rows read at most, never every match): in the same statement as the page when it is asked for,
 * so a page with its total is one round trip. Each shape of list is a prepared statement, built
 * once per process and planned once per connection.
 */
export function createEventsListRepository(db: Queryable) {
  /** The FROM of a list: events, or the caller's likes or participations joined to them. */
  function source<T extends Parameters<Queryable['select']>[0]>(c: ListCriteria, columns: T) {
    return c.likedBy
      ? db.select(columns).from(likes).innerJoin(events, eq(events.id, likes.eventId))
      : c.guestUserId
        ? db.select(columns).from(participants).innerJoin(events, eq(events.id, participants.eventId))
        : db.select(columns).from(events);
  }

  /** How many events match, reading at most `countLimit` of them. */
  function countQuery(c: ListCriteria) {
    const matches = source(c, { one: sql`1`.as('one') })
      .where(conditions(c))
      .limit(placeholder('countLimit'))
      .as('matches');
    return db.select({ count: sql<number>`count(*)::int` }).from(matches);
  }

  function pageStatement(c: ListCriteria, withTotal: boolean, sortMatches: boolean, name: string) {
    const likedByMe = c.viewerId
      ? sql<boolean>`exists (select 1 from ${likes} l where l.event_id = ${events.id} and l.user_id = ${placeholder('viewerId')}::uuid)`
      : sql<boolean>`false`;
    // Only the joined list tells whether the caller reviewed each event.
    const reviewedByMe =
      c.guestUserId && c.viewerId
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
      // Counted once for the statement (it refers to nothing of the row).
      total: withTotal ? sql<number | null>`(${countQuery(c)})` : sql<number | null>`null::int`,
    };
    return source(c, columns)
      .innerJoin(users, eq(users.id, events.hostId))
      .where(conditions(c))
      .orderBy(...ordering(c.order, !sortMatches))
      .limit(placeholder('limit'))
      .offset(placeholder('offset'))
      .prepare(name);
  }

  const pages = new Map<string, ReturnType<typeof pageStatement>>();
  const totals = new Map<string, ReturnType<ReturnType<typeof countQuery>['prepare']>>();

  /** A page of a text search is planned anew each time (unnamed), the others are prepared. */
  const statementName = (c: ListCriteria, kind: string, shape: string) =>
    c.text === undefined ? `events_${kind}_${shape}` : '';

  /** How many events match, counted up to `countLimit` (a count equal to it means "at least"). */
  async function count(c: ListCriteria, countLimit: number): Promise<number> {
    // The total depends on the filters, not on the order or who asks.
    const shape = shapeOf(c)
      .replace(/^[a-z-]+_/, '')
      .replace(/.$/, '');
    let statement = totals.get(shape);
    if (!statement) totals.set(shape, (statement = countQuery(c).prepare(statementName(c, 'total', shape))));
    const [row] = await statement.execute(parameters(c, countLimit));
    return row?.count ?? 0;
  }

  return {
    count,

    /**
     * A page of events and, when `countLimit` is given, how many events match, counted up to that
     * many. `fewMatches` (known from a count) sorts every match instead of walking the order's index.
     */
    async list(c: ListCriteria, options: { countLimit?: number; fewMatches?: boolean } = {}) {
      const { countLimit, fewMatches = false } = options;
      const withTotal = countLimit !== undefined;
      const shape = `${withTotal ? 't' : 'p'}${fewMatches ? 'f' : 'o'}_${shapeOf(c)}`;
      let page = pages.get(shape);
      if (!page) pages.set(shape, (page = pageStatement(c, withTotal, fewMatches, statementName(c, 'page', shape))));
      const rows = await page.execute(parameters(c, countLimit));
      if (!withTotal) return { rows, total: undefined };
      // No rows, no total with them: none at all on the first page, else counted apart.
      const counted = rows[0]?.total ?? (c.offset === 0 ? 0 : await count(c, countLimit));
      return { rows, total: counted };
    },
  };
}

export type EventsListRepository = ReturnType<typeof createEventsListRepository>;
