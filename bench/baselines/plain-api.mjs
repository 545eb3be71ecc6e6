// The read and write routes of the mixed-traffic benchmark (bench/mix.mjs) as a plain Fastify +
// `pg` server would answer them: the same paths, the same rows and fields as the app (image URLs
// made absolute, likedByMe for a signed-in caller, X-Total-Count with X-Total-Count-Exact), each
// from straightforward SQL on the app's tables and indexes; no validation library, no ORM. Like the
// app (decision 9) it reuses a list's total for 5 seconds per set of filters, and nothing else: the
// API lets a total be that old, and both then count as often. A bearer token is checked as the app
// checks it (jose, HS256, then the session's row).
import { jwtVerify } from 'jose';
import { countryName } from '../../packages/contract/src/countries.ts';

const TOTAL_COUNT_LIMIT = 1000; // as packages/contract's TOTAL_COUNT_LIMIT
const SEARCH_PIECE_MAX = 2; // queries shorter than three characters use the search pieces
const TOTAL_TTL_MS = 5000; // as the app's events-list.service.ts

const ORDERS = {
  latest: 'e.created_at desc, e.id desc',
  hot: 'e.likes_count desc, e.starts_at, e.id',
  upcoming: 'e.starts_at, e.id',
  'start-desc': 'e.starts_at desc, e.id desc',
};
const DEFAULT_ORDER = {
  all: 'latest',
  hot: 'hot',
  upcoming: 'upcoming',
  search: 'latest',
  category: 'latest',
  'all-including-past': 'start-desc',
};

/** The start of today in Korea. */
function startOfTodayInKorea(now = Date.now()) {
  return new Date(`${new Date(now + 9 * 3600_000).toISOString().slice(0, 10)}T00:00:00+09:00`);
}
const like = (text) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const whole = (value, fallback, min, max) => {
  const n = value === undefined ? fallback : Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
};

const LIST_COLUMNS = `e.id, e.name, e.summary, e.main_image, e.date::text as date, e.time, e.starts_at, e.ends_at, e.category, e.type,
  e.location, e.price, e.min_participants, e.max_participants, e.participants_count, e.likes_count, e.languages,
  e.second_language, e.second_name, e.second_summary, e.latitude, e.longitude,
  h.user_id as host_user_id, h.username as host_username, h.profile_image as host_profile_image`;

/** The host's own second version of an event's texts, when it has one (the app answers it so). */
const secondVersion = (language, name, description) =>
  language ? { secondLanguage: language, secondName: name ?? '', secondDescription: description ?? '' } : {};

export function plainApi(app, { pool, secret, publicUrl }) {
  const names = new Map();
  /**
   * Runs a statement prepared once per connection (named by its text), as the app prepares its
   * statements of a fixed shape; with `plan: 'each'` (a text search, as in the app) it is planned anew.
   */
  const prepared = (text, values, { plan } = {}) => {
    if (plan === 'each') return pool.query(text, values);
    let name = names.get(text);
    if (!name) names.set(text, (name = `plain_${names.size}`));
    return pool.query({ name, text, values });
  };
  /** Totals by filters: { n, until }. */
  const totals = new Map();
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  const image = (url) => (url && url.startsWith('/uploads/') ? `${publicUrl}${url}` : url);

  /** The caller's users row (id, user_id) from a bearer token and its live session, or null. */
  async function caller(request) {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    try {
      const { payload } = await jwtVerify(header.slice(7), await key, {
        algorithms: ['HS256'],
        issuer: 'moim',
        audience: 'access',
      });
      const { rows } = await prepared(
        `select u.id, u.user_id from sessions s join users u on u.id = s.user_id
         where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > now()`,
        [payload.sid, payload.sub],
      );
      return rows[0] ?? null;
    } catch {
      return null;
    }
  }

  const item = (r) => ({
    id: r.id,
    name: r.name,
    description: r.summary,
    mainImage: image(r.main_image),
    date: r.date,
    time: r.time,
    startsAt: r.starts_at.toISOString(),
    endsAt: r.ends_at.toISOString(),
    category: r.category,
    type: r.type,
    location: r.location,
    price: r.price,
    minParticipants: r.min_participants,
    maxParticipants: r.max_participants,
    participants: r.participants_count,
    likes: r.likes_count,
    languages: r.languages,
    ...secondVersion(r.second_language, r.second_name, r.second_summary),
    createdBy: { userId: r.host_user_id, username: r.host_username, profileImage: image(r.host_profile_image) },
    likedByMe: r.liked_by_me,
    ...(r.reviewed_by_me === null || r.reviewed_by_me === undefined ? {} : { reviewedByMe: r.reviewed_by_me }),
    latitude: r.latitude,
    longitude: r.longitude,
  });

  /**
   * A page of a list and its total (exact up to TOTAL_COUNT_LIMIT, or to the page's end when that
   * is further), as two statements run together; with `reuseTotal` (GET /api/events, as the app
   * does) a total counted in the last 5 seconds is reused.
   */
  async function page(reply, { from, where, params, order, limit, offset, viewer, reviewed, reuseTotal, plan }) {
    const n = params.length;
    const likedByMe = viewer
      ? `exists (select 1 from likes l where l.event_id = e.id and l.user_id = $${n + 3})`
      : 'false';
    const reviewedByMe =
      viewer && reviewed
        ? `exists (select 1 from reviews r where r.event_id = e.id and r.user_id = $${n + 3})`
        : 'null';
    const countLimit = Math.max(TOTAL_COUNT_LIMIT, offset + limit);
    const totalKey = JSON.stringify([from, where, params, countLimit]);
    const known = reuseTotal ? totals.get(totalKey) : undefined;
    const [rows, counted] = await Promise.all([
      prepared(
        `select ${LIST_COLUMNS}, ${likedByMe} as liked_by_me, ${reviewedByMe} as reviewed_by_me
         from ${from} join users h on h.id = e.host_id where ${where.join(' and ') || 'true'}
         order by ${order} limit $${n + 1} offset $${n + 2}`,
        [...params, limit, offset, ...(viewer ? [viewer.id] : [])],
        { plan },
      ),
      known && known.until > Date.now()
        ? known.n
        : prepared(
            `select count(*)::int as n from (select 1 from ${from} where ${where.join(' and ') || 'true'} limit $${n + 1}) t`,
            [...params, countLimit + 1],
            { plan },
          ).then(({ rows }) => {
            if (totals.size >= 1000) totals.clear();
            if (reuseTotal) totals.set(totalKey, { n: rows[0].n, until: Date.now() + TOTAL_TTL_MS });
            return rows[0].n;
          }),
    ]);
    reply.header('x-total-count', Math.min(counted, countLimit));
    if (counted > countLimit) reply.header('x-total-count-exact', 'false');
    return rows.rows.map(item);
  }

  // Without a limit, the whole list up to TOTAL_COUNT_LIMIT, as the app answers the spec's client.
  const paging = (query) => ({
    limit: query.limit === undefined ? TOTAL_COUNT_LIMIT : whole(query.limit, 12, 1, 50),
    offset: whole(query.offset, 0, 0, 1_000_000),
  });

  app.get('/api/events', async (request, reply) => {
    const q = request.query;
    const fetchType = q.fetchType || 'all';
    const order = ORDERS[q.sort || DEFAULT_ORDER[fetchType]];
    const { limit, offset } = paging(q);
    if (!order || limit === null || offset === null) return reply.code(400).send({ code: 'badRequest' });
    const where = [];
    const params = [];
    const add = (condition, value) => {
      params.push(value);
      where.push(condition.replace('?', `$${params.length}`));
    };
    if (fetchType !== 'all-including-past') add('e.starts_at >= ?', startOfTodayInKorea());
    const text = q.query?.trim();
    if (text) {
      if (Array.from(text).length <= SEARCH_PIECE_MAX) add('e.search_grams @> array[?::text]', text.toLowerCase());
      else add(`(e.name || ' ' || e.description_text) ilike ?`, like(text));
    }
    if (q.date) add('e.date = ?::date', q.date);
    if (q.location) add('e.location ilike ?', like(q.location));
    if (q.type) add('e.type = ?', q.type);
    if (q.category && q.category !== 'All') add('e.category = ?', q.category);
    if (q.language) add('e.languages @> array[?::text]', q.language);
    const viewer = await caller(request);
    return page(reply, {
      ...{ from: 'events e', where, params, order, limit, offset, viewer, reuseTotal: true },
      plan: text ? 'each' : undefined,
    });
  });

  app.get('/api/events/getEvents/:id', async (request, reply) => {
    const id = whole(request.params.id, 0, 1, 2 ** 31 - 1);
    if (!id) return reply.code(404).send({ code: 'eventNotFound' });
    const viewer = await caller(request);
    const { rows } = await prepared(
      `select e.*, e.date::text as date_text, h.user_id as host_user_id, h.username as host_username,
         h.profile_image as host_profile_image,
         to_char(e.ends_at at time zone 'Asia/Seoul', 'YYYY-MM-DD') as end_date,
         to_char(e.ends_at at time zone 'Asia/Seoul', 'HH24:MI') as end_time,
         coalesce((select json_agg(i.url order by i.position) from event_images i where i.event_id = e.id), '[]') as images,
         coalesce((select json_agg(json_build_object('id', p.id, 'status', p.status, 'answer', p.answer,
             'user', json_build_object('userId', u.user_id, 'username', u.username, 'profileImage', u.profile_image))
             order by p.created_at, p.id)
           from participants p join users u on u.id = p.user_id where p.event_id = e.id and p.status = 'Approved'), '[]') as approved,
         exists (select 1 from likes l where l.event_id = e.id and l.user_id = $2::uuid) as liked_by_me,
         (select round(avg(r.rating)::numeric, 2)::float8 from reviews r where r.event_id = e.id) as average_rating,
         (select count(*)::int from reviews r where r.event_id = e.id) as review_count
       from events e join users h on h.id = e.host_id where e.id = $1`,
      [id, viewer?.id ?? null],
    );
    const e = rows[0];
    if (!e) return reply.code(404).send({ code: 'eventNotFound' });
    const isHost = viewer?.id === e.host_id;
    return {
      id: e.id,
      name: e.name,
      description: e.description,
      textLanguage: e.text_language,
      ...secondVersion(e.second_language, e.second_name, e.second_description),
      date: e.date_text,
      time: e.time,
      startsAt: e.starts_at.toISOString(),
      endDate: e.end_date,
      endTime: e.end_time,
      endsAt: e.ends_at.toISOString(),
      category: e.category,
      type: e.type,
      mainImage: image(e.main_image),
      images: e.images.map((url) => ({ url: image(url) })),
      eventImages: e.images.filter((url) => url !== e.main_image).map((url) => ({ url: image(url) })),
      location: e.location,
      locationDetail: e.location_detail,
      venue: e.venue,
      latitude: e.latitude,
      longitude: e.longitude,
      minParticipants: e.min_participants,
      maxParticipants: e.max_participants,
      participants: e.approved.map((p) => ({
        id: p.id,
        status: p.status,
        ...(isHost ? { answer: p.answer } : {}),
        user: { ...p.user, profileImage: image(p.user.profileImage) },
      })),
      participantsCount: e.participants_count,
      // Who liked is not shown, but for the caller's own like (as the app answers).
      likes: Array.from({ length: e.likes_count }, (_, i) => ({
        user: { userId: i === 0 && e.liked_by_me && viewer ? viewer.user_id : '' },
      })),
      likesCount: e.likes_count,
      price: e.price,
      question: e.question,
      languages: e.languages,
      createdBy: { userId: e.host_user_id, username: e.host_username, profileImage: image(e.host_profile_image) },
      averageRating: e.average_rating,
      reviewCount: e.review_count,
      createdAt: e.created_at.toISOString(),
      updatedAt: e.updated_at.toISOString(),
    };
  });

  app.get('/api/user/getUser/:userId', async (request, reply) => {
    const viewer = await caller(request);
    const { rows } = await prepared(
      `select u.id, u.user_id, u.username, u.gender, u.nationality, u.profile_image, u.created_at, u.email,
         date_part('year', age((now() at time zone 'Asia/Seoul')::date, u.dob))::int as age,
         (select count(*)::int from events e where e.host_id = u.id) as hosted,
         (select coalesce(sum(e.participants_count - 1), 0)::int from events e where e.host_id = u.id) as attendees,
         (select json_build_object('average', round(avg(r.rating)::numeric, 2)::float8, 'count', count(*))
            from reviews r join events e on e.id = r.event_id where e.host_id = u.id) as rating,
         (select count(*)::int from follows f where f.host_id = u.id) as followers,
         exists (select 1 from follows f where f.host_id = u.id and f.follower_id = $2::uuid) as following
       from users u where lower(u.user_id) = lower($1)`,
      [request.params.userId, viewer?.id ?? null],
    );
    const u = rows[0];
    if (!u) return reply.code(404).send({ code: 'userNotFound' });
    const locale = request.headers['accept-language']?.startsWith('ko') ? 'ko' : 'en';
    return {
      id: u.id,
      userId: u.user_id,
      username: u.username,
      gender: u.gender,
      age: u.age,
      nationality: u.nationality ? countryName(u.nationality, 'en') : null,
      nationalityCode: u.nationality,
      nationalityName: u.nationality ? countryName(u.nationality, locale) : null,
      profileImage: image(u.profile_image),
      createdAt: u.created_at.toISOString(),
      hostedEventsCount: u.hosted,
      totalAttendees: u.attendees,
      averageRating: u.rating.average ?? 0,
      reviewCount: u.rating.count,
      followersCount: u.followers,
      ...(viewer ? { isFollowing: u.following } : {}),
      ...(viewer?.id === u.id ? { email: u.email } : {}),
    };
  });

  /** One of a user's lists; 404 when there is no such user. */
  async function userList(request, reply, list) {
    const { limit, offset } = paging(request.query);
    if (limit === null || offset === null) return reply.code(400).send({ code: 'limitInvalid' });
    const [viewer, { rows }] = await Promise.all([
      caller(request),
      pool.query('select id from users where lower(user_id) = lower($1)', [
        request.params.hostId ?? request.params.userId,
      ]),
    ]);
    const user = rows[0];
    if (!user) return reply.code(404).send({ code: 'userNotFound' });
    return page(reply, { ...list(user.id), limit, offset, viewer });
  }

  app.get('/api/events/getEventsByHostId/:hostId', (request, reply) =>
    userList(request, reply, (id) => ({
      from: 'events e',
      where: ['e.host_id = $1'],
      params: [id],
      order: ORDERS.latest,
    })),
  );

  app.get('/api/participants/getParticipatedEvent/:userId', (request, reply) =>
    userList(request, reply, (id) => ({
      from: 'participants p join events e on e.id = p.event_id',
      where: [`p.user_id = $1`, `p.status = 'Approved'`, 'e.host_id <> p.user_id'],
      params: [id],
      order: ORDERS.latest,
      reviewed: true,
    })),
  );

  app.get('/api/events/getLikedEvent/:userId', async (request, reply) => {
    const viewer = await caller(request);
    if (!viewer) return reply.code(401).send({ code: 'unauthorized' });
    if (viewer.user_id.toLowerCase() !== request.params.userId.toLowerCase())
      return reply.code(403).send({ code: 'forbidden' });
    const { limit, offset } = paging(request.query);
    return page(reply, {
      from: 'likes lk join events e on e.id = lk.event_id',
      where: ['lk.user_id = $1'],
      params: [viewer.id],
      order: 'lk.created_at desc, e.id desc',
      limit,
      offset,
      viewer,
    });
  });

  /** Runs `work` in a transaction on one connection. */
  async function transaction(work) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const result = await work(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  // Likes and joins: the same checks and rows as in the app (the person's hourly quota, the like,
  // the counts, the participant, the chat room's member), each write in one transaction, then the
  // change told to every server process (one NOTIFY, as the app's cache invalidation sends it).
  const QUOTA_MAX = 1_000_000_000;
  /** Counts one hit of the person's hourly quota (the app's fixed window); true while within it. */
  async function withinQuota(tx, key) {
    const { rows } = await tx.query(
      `insert into rate_limits (key, window_start, hits) values ($1, now(), 1)
       on conflict (key) do update set
         hits = case when rate_limits.window_start <= now() - interval '1 hour' then 1 else rate_limits.hits + 1 end,
         window_start = case when rate_limits.window_start <= now() - interval '1 hour' then now() else rate_limits.window_start end
       returning hits`,
      [key],
    );
    return rows[0].hits <= QUOTA_MAX;
  }
  const changed = (eventId) =>
    pool
      .query(`select pg_notify('moim_baseline', $1)`, [JSON.stringify({ kind: 'event-changed', eventId })])
      .catch(() => undefined);

  app.post('/api/likes/:eventId/like', async (request, reply) => {
    const viewer = await caller(request);
    if (!viewer) return reply.code(401).send({ code: 'unauthorized' });
    const eventId = whole(request.params.eventId, 0, 1, 2 ** 31 - 1);
    const result = await transaction(async (tx) => {
      if (!(await withinQuota(tx, `quota:likes:user:${viewer.id}`))) return 429;
      const added = await tx.query(
        'insert into likes (event_id, user_id, created_at) values ($1, $2, now()) on conflict do nothing',
        [eventId, viewer.id],
      );
      const removed = added.rowCount
        ? 0
        : (await tx.query('delete from likes where event_id = $1 and user_id = $2', [eventId, viewer.id])).rowCount;
      const { rows } = await tx.query(
        'update events set likes_count = likes_count + $2 where id = $1 returning likes_count',
        [eventId, added.rowCount - removed],
      );
      return rows[0] ? { likesLen: rows[0].likes_count, isLiked: added.rowCount === 1 } : null;
    });
    if (result === 429) return reply.code(429).send({ code: 'likeQuotaReached' });
    if (!result) return reply.code(404).send({ code: 'eventNotFound' });
    changed(eventId);
    return result;
  });

  app.post('/api/participants/createParticipant', async (request, reply) => {
    const viewer = await caller(request);
    if (!viewer) return reply.code(401).send({ code: 'unauthorized' });
    const { eventId, answer = '' } = request.body ?? {};
    const outcome = await transaction(async (tx) => {
      if (!(await withinQuota(tx, `quota:joins:user:${viewer.id}`))) return [429, 'joinQuotaReached'];
      const { rows } = await tx.query(
        `select host_id, starts_at, type, hidden_at,
           exists (select 1 from blocks b where b.blocker_id = e.host_id and b.blocked_id = $2) as blocked,
           (select status from participants p where p.event_id = e.id and p.user_id = $2) as status
         from events e where id = $1 for no key update`,
        [eventId, viewer.id],
      );
      const event = rows[0];
      if (!event) return [404, 'eventNotFound'];
      if (event.blocked) return [403, 'blockedByHost'];
      if (event.hidden_at) return [404, 'eventRemoved'];
      if (event.host_id === viewer.id || event.starts_at <= new Date()) return [409, 'eventClosed'];
      if (event.status) return [409, 'alreadyJoined'];
      if (event.type !== 'FirstCome') return [409, 'notFirstCome'];
      const seat = await tx.query(
        'update events set participants_count = participants_count + 1 where id = $1 and participants_count < max_participants',
        [eventId],
      );
      if (!seat.rowCount) return [409, 'eventFull'];
      const inserted = await tx.query(
        `insert into participants (event_id, user_id, status, answer, created_at, updated_at)
         values ($1, $2, 'Approved', $3, now(), now()) on conflict do nothing returning id`,
        [eventId, viewer.id, answer],
      );
      if (!inserted.rowCount) throw Object.assign(new Error('alreadyJoined'), { status: 409 });
      await tx.query(
        `insert into chat_room_members (room_id, user_id, joined_at)
         select r.id, $2, now() from chat_rooms r where r.event_id = $1 on conflict do nothing`,
        [eventId, viewer.id],
      );
      return [201, { participant: { id: inserted.rows[0].id, status: 'Approved' }, message: 'Registered.' }];
    }).catch((error) => {
      if (error.status === 409) return [409, 'alreadyJoined'];
      throw error;
    });
    const [status, body] = outcome;
    if (status === 201) changed(eventId);
    return reply.code(status).send(typeof body === 'string' ? { code: body } : body);
  });
}
