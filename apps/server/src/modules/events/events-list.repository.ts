import { seoulInstant, type GeoBounds, type GeoPoint } from '@moim/contract';
import { and, asc, desc, eq, SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { chordToKm, globeCoordinates, globePoint } from '../../db/geo.ts';
import { events, likes, participants, reviews, users } from '../../db/schema.ts';
import { isShortQuery } from '../../lib/search.ts';

export type ListOrder = 'latest' | 'hot' | 'upcoming' | 'start-desc' | 'liked-at' | 'distance';

export interface ListCriteria {
  /** Only events starting at or after this instant (the start of today in Korea); none for past ones too. */
  startsFrom?: Date;
  text?: string;
  date?: string;
  location?: string;
  type?: string;
  category?: string;
  language?: string;
  /** The point each event's distance is measured from; the `distance` order needs it. */
  near?: GeoPoint;
  /** Only events inside this area (the map's view). */
  bounds?: GeoBounds;
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
/** How many events past a page the nearest-first order reads, to sort ties at its edge by id. */
const DISTANCE_TIES = 100;

/** The values a list statement is run with, by placeholder name. */
function parameters(c: ListCriteria, countLimit?: number): Record<string, unknown> {
  const text = c.text?.toLowerCase();
  // Korea has one offset all year: a day there is 24 hours from its midnight.
  const dayStart = c.date === undefined ? undefined : seoulInstant(c.date, '00:00');
  const near = c.near && globeCoordinates(c.near);
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
    nearX: near?.[0],
    nearY: near?.[1],
    nearZ: near?.[2],
    south: c.bounds?.south,
    west: c.bounds?.west,
    north: c.bounds?.north,
    east: c.bounds?.east,
    hostUserId: c.hostUserId,
    likedBy: c.likedBy,
    guestUserId: c.guestUserId,
    viewerId: c.viewerId,
    limit: c.limit,
    offset: c.offset,
    window: c.offset + c.limit + DISTANCE_TIES,
    countLimit,
  };
}

/** The users.id of a login ID (case-insensitively, by its unique index), looked up within the statement. */
const userWithLoginId = (name: string) =>
  sql`select u.id from ${users} u where lower(u.user_id) = lower(${placeholder(name)}::text)`;

/** The filter of a list, with placeholders for its values; which filters apply is the statement's shape. */
function conditions(c: ListCriteria): SQL | undefined {
  return and(
    // What a moderator hid is in no list (decision 76).
    sql`${events.hiddenAt} is null`,
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
    c.bounds
      ? sql`${events.latitude} between ${placeholder('south')}::float8 and ${placeholder('north')}::float8
          and ${events.longitude} between ${placeholder('west')}::float8 and ${placeholder('east')}::float8`
      : undefined,
    c.hostUserId ? sql`${events.hostId} = (${userWithLoginId('hostUserId')})` : undefined,
    c.likedBy ? sql`${likes.userId} = ${placeholder('likedBy')}::uuid` : undefined,
    c.guestUserId
      ? sql`${participants.userId} = (${userWithLoginId('guestUserId')}) and ${participants.status} = 'Approved'
          and ${events.hostId} <> ${participants.userId}`
      : undefined,
  );
}

/** The straight line from an event's point on the unit sphere to `near`'s (its GiST index orders by it). */
const chordToNear = sql`${globePoint(events.latitude, events.longitude)} <-> cube(array[${placeholder('nearX')}, ${placeholder('nearY')}, ${placeholder('nearZ')}]::float8[])`;

/** An order's key: a column, or an expression with a name (by which a subquery's rows are ordered). */
interface OrderKey {
  name: string;
  value: AnyPgColumn | SQL;
  direction: 'asc' | 'desc';
}

const key = (column: AnyPgColumn, direction: 'asc' | 'desc'): OrderKey => ({
  name: column.name,
  value: column,
  direction,
});

/** The keys of each order, most significant first; the event's id last makes the order total. */
const orderKeys: Record<ListOrder, OrderKey[]> = {
  latest: [key(events.createdAt, 'desc'), key(events.id, 'desc')],
  hot: [key(events.likesCount, 'desc'), key(events.startsAt, 'asc'), key(events.id, 'asc')],
  upcoming: [key(events.startsAt, 'asc'), key(events.id, 'asc')],
  'start-desc': [key(events.startsAt, 'desc'), key(events.id, 'desc')],
  'liked-at': [key(likes.createdAt, 'desc'), key(events.id, 'desc')],
  distance: [{ name: 'near_chord', value: chordToNear, direction: 'asc' }, key(events.id, 'asc')],
};

/** A column of a subquery, by their names. */
const field = (from: string, name: string) => sql`${sql.identifier(from)}.${sql.identifier(name)}`;

/** The ORDER BY of a list: on the tables' columns, or on the same names in the subquery `from`. */
function ordering(order: ListOrder, from?: string) {
  return orderKeys[order].map(({ name, value, direction }) => {
    const by = from ? field(from, name) : value;
    return direction === 'asc' ? asc(by) : desc(by);
  });
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
      'near',
      'bounds',
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

  /**
   * How a page is read. `ordered`: in the order's index, stopping once the page is full (cheap
   * when many events match); `ordered+total` the same with the bounded count as a subquery.
   * `fewMatches`: the matches the filter's own index finds (at most `countLimit` of them) are
   * counted and sorted by their order's keys alone, and only the page's rows are read whole and
   * joined to their hosts: cheap when few match, and about what counting them costs when many do.
   * A count that reaches `countLimit` means the page may be the wrong one (the caller then reads
   * it `ordered`).
   */
  type PageKind = 'ordered' | 'ordered+total' | 'fewMatches';

  function pageStatement(c: ListCriteria, kind: PageKind, name: string) {
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
    const columns = (total: SQL<number | null>) => ({
      id: events.id,
      name: events.name,
      summary: events.summary,
      mainImage: events.mainImage,
      date: events.date,
      time: events.time,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      category: events.category,
      type: events.type,
      location: events.location,
      price: events.price,
      minParticipants: events.minParticipants,
      maxParticipants: events.maxParticipants,
      participants: events.participantsCount,
      likes: events.likesCount,
      languages: events.languages,
      secondLanguage: events.secondLanguage,
      secondName: events.secondName,
      secondSummary: events.secondSummary,
      latitude: events.latitude,
      longitude: events.longitude,
      distanceKm: c.near ? chordToKm(chordToNear) : sql<number | null>`null::float8`,
      hostUserId: users.userId,
      hostUsername: users.username,
      hostProfileImage: users.profileImage,
      likedByMe,
      reviewedByMe,
      total,
    });
    const keys = orderKeys[c.order];
    /** The order's keys of the matching events, as the columns of a subquery. */
    const matchKeys = () =>
      source(
        c,
        Object.fromEntries(keys.map(({ name, value }) => [name, value instanceof SQL ? value.as(name) : value])),
      ).where(conditions(c));
    /** The page cut from `matches` (a subquery of the order's keys) in the order, then read whole with its host. */
    const pageOf = (matches: ReturnType<ReturnType<typeof matchKeys>['as']>, total: SQL<number | null>) => {
      const page = db
        .select({
          ...Object.fromEntries(keys.map(({ name }) => [name, sql`${field('matches', name)}`.as(name)])),
          total: total.as('total'),
        })
        .from(matches)
        .orderBy(...ordering(c.order, 'matches'))
        .limit(placeholder('limit'))
        .offset(placeholder('offset'))
        .as('page');
      return db
        .select(columns(sql<number | null>`${field('page', 'total')}`))
        .from(page)
        .innerJoin(events, eq(events.id, sql`${field('page', 'id')}`))
        .innerJoin(users, eq(users.id, events.hostId))
        .orderBy(...ordering(c.order, 'page'))
        .prepare(name);
    };
    if (kind === 'fewMatches') {
      // Every match is a row here: counted before the page is cut.
      return pageOf(matchKeys().limit(placeholder('countLimit')).as('matches'), sql<number>`(count(*) over ())::int`);
    }
    // Counted once for the statement (it refers to nothing of the row).
    const total = kind === 'ordered+total' ? sql<number | null>`(${countQuery(c)})` : sql<number | null>`null::int`;
    if (c.order === 'distance') {
      // The globe's index gives the nearest in order but cannot add the id as a second key: it
      // reads the page and DISTANCE_TIES more, which are then sorted by distance and id. Events
      // at one spot keep their order across pages unless more than DISTANCE_TIES share it.
      return pageOf(matchKeys().orderBy(chordToNear).limit(placeholder('window')).as('matches'), total);
    }
    return source(c, columns(total))
      .innerJoin(users, eq(users.id, events.hostId))
      .where(conditions(c))
      .orderBy(...ordering(c.order))
      .limit(placeholder('limit'))
      .offset(placeholder('offset'))
      .prepare(name);
  }

  /** The points of a map: what its cards show, in the list's order, read as a page is. */
  function pointsStatement(c: ListCriteria, name: string) {
    return (
      source(c, {
        id: events.id,
        name: events.name,
        date: events.date,
        time: events.time,
        startsAt: events.startsAt,
        category: events.category,
        location: events.location,
        mainImage: events.mainImage,
        latitude: events.latitude,
        longitude: events.longitude,
      })
        .where(conditions(c))
        // A map has no pages: the nearest by the globe's index alone, ties as it finds them.
        .orderBy(...(c.order === 'distance' ? [asc(chordToNear)] : ordering(c.order)))
        .limit(placeholder('limit'))
        .prepare(name)
    );
  }

  const pages = new Map<string, ReturnType<typeof pageStatement>>();
  const pointLists = new Map<string, ReturnType<typeof pointsStatement>>();
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

  async function read(c: ListCriteria, kind: PageKind, countLimit?: number) {
    const shape = `${kind}_${shapeOf(c)}`;
    let page = pages.get(shape);
    if (!page) pages.set(shape, (page = pageStatement(c, kind, statementName(c, 'page', shape))));
    return page.execute(parameters(c, countLimit));
  }

  /** The total that came with a page's rows; with no rows there is none: 0 on the first page, else counted apart. */
  async function totalWith(c: ListCriteria, rows: Awaited<ReturnType<typeof read>>, countLimit: number) {
    return rows[0]?.total ?? (c.offset === 0 ? 0 : await count(c, countLimit));
  }

  return {
    /**
     * A page of events, read in the order's index, and, when `countLimit` is given, how many
     * events match, counted up to that many.
     */
    async list(c: ListCriteria, countLimit?: number) {
      const rows = await read(c, countLimit === undefined ? 'ordered' : 'ordered+total', countLimit);
      return { rows, total: countLimit === undefined ? undefined : await totalWith(c, rows, countLimit) };
    },

    /** The first `limit` events of a list as points on a map. */
    points(c: ListCriteria) {
      const shape = shapeOf(c);
      let statement = pointLists.get(shape);
      if (!statement) pointLists.set(shape, (statement = pointsStatement(c, statementName(c, 'points', shape))));
      return statement.execute(parameters(c));
    },

    /** How many events match, counted up to `countLimit`. */
    count,

    /**
     * A page of events sorted from at most `countLimit` matches, and how many those are: the right
     * page when they are fewer than `countLimit` (else read it with `list`).
     */
    async listFew(c: ListCriteria, countLimit: number) {
      const rows = await read(c, 'fewMatches', countLimit);
      return { rows, total: await totalWith(c, rows, countLimit) };
    },
  };
}

export type EventsListRepository = ReturnType<typeof createEventsListRepository>;
