// The requests of the mixed-traffic benchmark (bench/mix.mjs), drawn from the seeded database
// with a fixed random seed: the same database and seed give the same requests, in the same order,
// to the app and to the baseline.
//
// What a request is: { kind, method, path, token?, body? }. `kind` names what the benchmark
// reports it under; `token` is the signed-in caller's (none for a visitor); a join's event and
// caller are filled in when it is sent (each pair is used once, see `joinPairs`).

/** Shares of the mix (issue 14). */
const MIX = [
  { kind: 'list', share: 0.45 },
  { kind: 'search', share: 0.15 },
  { kind: 'event', share: 0.3 },
  { kind: 'user', share: 0.025 },
  { kind: 'user lists', share: 0.025 },
  { kind: 'like', share: 0.03 },
  { kind: 'join', share: 0.02 },
];

/** The kinds a search is reported under, by how many events its word is in. */
const SEARCH_KINDS = ['search common', 'search medium', 'search rare'];
/** Every kind the benchmark reports, reads first. */
export const KINDS = ['list', ...SEARCH_KINDS, 'event', 'user', 'user lists', 'like', 'join'];
export const WRITE_KINDS = new Set(['like', 'join']);

/** A word in at least this share of the events is common; below the second, rare. */
const COMMON_SHARE = 0.05;
const RARE_SHARE = 0.005;
/** How often each class of word is searched for. */
const SEARCH_CLASS_SHARES = { 'search common': 0.45, 'search medium': 0.35, 'search rare': 0.2 };

const CATEGORIES = ['Social', 'Learning', 'Food', 'Activities', 'Trip', 'Games', 'Art/Fashion', 'Others'];
/** Event languages as people filter by them: mostly English and Korean. */
const LANGUAGES = [
  ['en', 0.45],
  ['ko', 0.3],
  ['zh', 0.07],
  ['ja', 0.07],
  ['vi', 0.05],
  ['es', 0.03],
  ['fr', 0.03],
];
const PAGE_SIZE = 12;
const HOT_ON_HOME = 6;

/** Words nobody searches for: English function words, Korean endings and adverbs left alone. */
const STOP_WORDS = new Set(
  `and the you for are this from over just here what only but they also will has our all who have with your
   them not may can its was were been being into out about than then there their when where which while
   would could should some any each very too get gets got let lets one two ten yes how why own
   수 꼭 온 중 한 지 안 된 와 본 번 뭐 분 잔 것 더 또 좀 잘 함께 모두 해요 쉽게 여러 미리 일찍 다만 오래 얼마 다른 누구
   있어요 주세요 좋아요 같이`.split(/\s+/),
);

// ------------------------------------------------------------------------------------------------
// Drawing.

/** A small seeded generator (mulberry32): the same seed, the same draws. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws from `[value, weight]` pairs. */
function weighted(pairs) {
  const total = pairs.reduce((sum, [, w]) => sum + w, 0);
  const cumulative = [];
  let sum = 0;
  for (const [value, w] of pairs) cumulative.push([value, (sum += w / total)]);
  return (random) => {
    const r = random();
    for (const [value, upTo] of cumulative) if (r < upTo) return value;
    return cumulative.at(-1)[0];
  };
}

/**
 * Zipf over `items` (rank 1 is the first): rank r is drawn with weight 1 / r^s, so a few items
 * take most of the draws.
 */
function zipf(items, s = 1) {
  const cdf = new Float64Array(items.length);
  let sum = 0;
  for (let r = 0; r < items.length; r++) cdf[r] = sum += 1 / (r + 1) ** s;
  return (random) => {
    const target = random() * sum;
    let lo = 0;
    let hi = items.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid] < target) lo = mid + 1;
      else hi = mid;
    }
    return items[lo];
  };
}

/** A copy of `items` in an order drawn from `random` (Fisher–Yates). */
export function shuffled(items, random) {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

// ------------------------------------------------------------------------------------------------
// What the database holds.

const HANGUL = /^[\uac00-\ud7a3]+$/;
const ENGLISH = /^[a-z][a-z-]*[a-z]$/;

/**
 * The words of the seed's texts (names and descriptions, lower-cased, as search sees them) with
 * the share of events each is in, from every 20th event: English words of three letters or more
 * and pairs of them from event names, Hangul words of any length (one and two syllables
 * included). Sorted by share, then by word, so the order does not depend on the sample's order.
 */
async function readVocabulary(db) {
  const { rows } = await db.query(
    `select lower(name) as name, lower(name || ' ' || description_text) as text from events where id % 20 = 0 order by id`,
  );
  return vocabularyOf(rows);
}

/** The vocabulary of a sample of events: `{ name, text }` each, lower-cased (see readVocabulary). */
export function vocabularyOf(rows) {
  const documents = new Map();
  const words = (text) => text.split(/[\s.,!?:;()'"/]+/).filter(Boolean);
  const useful = (w) => !STOP_WORDS.has(w) && ((ENGLISH.test(w) && w.length >= 3) || HANGUL.test(w));
  for (const { name, text } of rows) {
    const seen = new Set(words(text).filter(useful));
    // Two-word searches: neighbours in an event's name ("board game", "language exchange").
    const inName = words(name);
    for (let i = 0; i + 1 < inName.length; i++) {
      const [a, b] = [inName[i], inName[i + 1]];
      if (ENGLISH.test(a) && ENGLISH.test(b) && useful(a) && useful(b)) seen.add(`${a} ${b}`);
    }
    for (const w of seen) documents.set(w, (documents.get(w) ?? 0) + 1);
  }
  return [...documents]
    .map(([word, n]) => ({ word, share: n / rows.length }))
    .filter((w) => w.share * rows.length >= 2)
    .sort((a, b) => b.share - a.share || (a.word < b.word ? -1 : 1));
}

/** The search class of a word by its share of events. */
const searchKindOf = (share) =>
  share >= COMMON_SHARE ? 'search common' : share >= RARE_SHARE ? 'search medium' : 'search rare';

/**
 * What the requests are drawn from: events (ids, hot ones first by a seeded shuffle), hosts and
 * other users, the signed-in users (given), and the join pairs.
 */
export async function readMixData(db, { signedIn, random }) {
  const { rows: upcoming } = await db.query(`select id from events where starts_at >= now() order by id`);
  const { rows: hosts } = await db.query(
    `select u.user_id from users u join events e on e.host_id = u.id group by u.user_id order by count(*) desc, u.user_id`,
  );
  const { rows: guests } = await db.query(
    `select u.user_id from users u where exists (select 1 from participants p where p.user_id = u.id and p.status = 'Approved')
     order by u.user_id`,
  );
  const vocabulary = await readVocabulary(db);
  return {
    // Which events are hot is drawn, not taken from the data: pages people open are not only the liked ones.
    events: shuffled(
      upcoming.map((r) => r.id),
      random,
    ),
    hosts: hosts.map((r) => r.user_id),
    guests: shuffled(
      guests.map((r) => r.user_id),
      random,
    ),
    vocabulary,
    signedIn,
  };
}

/**
 * Pairs (signed-in user, upcoming FirstCome event with seats left, not hosted or joined by that
 * user) for joins, each used once, spread over many events so that seats do not run out.
 */
export async function readJoinPairs(db, signedIn, count) {
  const ids = signedIn.map((u) => u.id);
  const { rows: events } = await db.query(
    `select id, host_id, max_participants - participants_count as free from events
     where type = 'FirstCome' and starts_at >= now() + interval '2 days' and max_participants - participants_count >= 4
     order by md5(id::text) limit $1`,
    [Math.ceil(count / 2)],
  );
  const { rows: taken } = await db.query(
    `select event_id, user_id from participants where user_id = any($1::uuid[]) and event_id = any($2::int[])`,
    [ids, events.map((e) => e.id)],
  );
  const takenSet = new Set(taken.map((t) => `${t.event_id}:${t.user_id}`));
  const pairs = [];
  let u = 0;
  for (let round = 0; round < 2 && pairs.length < count; round++) {
    for (const event of events) {
      if (event.free <= round + 1) continue; // a seat left for others
      const user = signedIn[u++ % signedIn.length];
      if (user.id === event.host_id || takenSet.has(`${event.id}:${user.id}`)) continue;
      pairs.push({ eventId: event.id, user });
      if (pairs.length >= count) break;
    }
  }
  return pairs;
}

// ------------------------------------------------------------------------------------------------
// The requests.

/** Today in Korea plus `days`, as YYYY-MM-DD. */
function koreanDay(days, now = Date.now()) {
  return new Date(now + 9 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Page 1 half of the time, then pages 2–10 less and less often. */
const pageOf = weighted([[1, 9], ...Array.from({ length: 9 }, (_, i) => [i + 2, 9 / (i + 2) ** 1.2])]);
/** Searches rarely go past the first pages. */
const searchPageOf = weighted([
  [1, 8],
  [2, 1.5],
  [3, 0.5],
]);

/**
 * Returns `draw(kind)`: one request of that kind (for 'search', a search of some class), drawn
 * from `random`. Half of the virtual users are signed in; writes and one's own liked list are
 * always a signed-in user's.
 */
function requestDrawer(data, random) {
  const event = zipf(data.events, 1);
  const host = zipf(data.hosts, 0.8);
  const guest = zipf(data.guests, 0.8);
  const signedInUser = () => data.signedIn[Math.floor(random() * data.signedIn.length)];
  /** Half the virtual users are signed in. */
  const someone = () => (random() < 0.5 ? signedInUser() : null);
  const language = weighted(LANGUAGES);
  const category = () => CATEGORIES[Math.floor(random() * CATEGORIES.length)];
  const byClass = Object.fromEntries(
    SEARCH_KINDS.map((kind) => {
      const words = data.vocabulary.filter((w) => searchKindOf(w.share) === kind);
      if (words.length === 0) throw new Error(`No ${kind} words in the seeded texts`);
      return [kind, weighted(words.map((w) => [w.word, w.share]))];
    }),
  );
  const searchClass = weighted(Object.entries(SEARCH_CLASS_SHARES));
  const sort = weighted([
    ['latest', 6],
    ['hot', 2.5],
    ['upcoming', 1.5],
  ]);
  const query = (params) =>
    new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')).toString();
  const get = (kind, path, user) => ({ kind, method: 'GET', path, token: user?.token });

  /** A list as the web app asks for it (list-params.ts), or as another client asks for every event. */
  function list() {
    const user = someone();
    const r = random();
    if (r < 0.15) return get('list', `/api/events?${query({ fetchType: 'hot', limit: HOT_ON_HOME, offset: 0 })}`, user);
    if (r < 0.2) {
      const offset = (pageOf(random) - 1) * PAGE_SIZE;
      return get('list', `/api/events?${query({ fetchType: 'all-including-past', limit: PAGE_SIZE, offset })}`, user);
    }
    const filters = {
      category: random() < 0.3 ? category() : undefined,
      date: random() < 0.08 ? koreanDay(Math.floor(random() ** 2 * 30)) : undefined,
      type: random() < 0.1 ? (random() < 0.6 ? 'FirstCome' : 'Register') : undefined,
      language: random() < 0.1 ? language(random) : undefined,
    };
    const chosenSort = sort(random);
    const paging = { limit: PAGE_SIZE, offset: (pageOf(random) - 1) * PAGE_SIZE };
    const searching = filters.date || filters.type || filters.language;
    if (searching || filters.category) {
      const fetchType = searching ? 'search' : 'category';
      return get('list', `/api/events?${query({ fetchType, ...filters, sort: chosenSort, ...paging })}`, user);
    }
    const fetchType = chosenSort === 'latest' ? 'all' : chosenSort;
    return get('list', `/api/events?${query({ fetchType, ...paging })}`, user);
  }

  function search(kind = searchClass(random)) {
    const word = byClass[kind](random);
    const params = {
      fetchType: 'search',
      query: word,
      category: random() < 0.1 ? category() : undefined,
      sort: 'latest',
      limit: PAGE_SIZE,
      offset: (searchPageOf(random) - 1) * PAGE_SIZE,
    };
    return get(kind, `/api/events?${query(params)}`, someone());
  }

  function userLists() {
    const user = someone();
    const paging = query({ limit: PAGE_SIZE, offset: (searchPageOf(random) - 1) * PAGE_SIZE });
    const r = random();
    if (user && r < 0.25) return get('user lists', `/api/events/getLikedEvent/${user.userId}?${paging}`, user);
    if (r < 0.6) return get('user lists', `/api/events/getEventsByHostId/${host(random)}?${paging}`, user);
    return get('user lists', `/api/participants/getParticipatedEvent/${guest(random)}?${paging}`, user);
  }

  const draws = {
    list,
    search: () => search(),
    'search common': () => search('search common'),
    'search medium': () => search('search medium'),
    'search rare': () => search('search rare'),
    event: () => get('event', `/api/events/getEvents/${event(random)}`, someone()),
    user: () => get('user', `/api/user/getUser/${random() < 0.7 ? host(random) : guest(random)}`, someone()),
    'user lists': userLists,
    like: () => {
      const user = signedInUser();
      return { kind: 'like', method: 'POST', path: `/api/likes/${event(random)}/like`, token: user.token, body: {} };
    },
    // The pair is taken when the request is sent: a join can be made once.
    join: () => ({ kind: 'join', method: 'POST', path: '/api/participants/createParticipant' }),
  };
  return (kind) => draws[kind]();
}

/** `count` requests: of one kind, or ('mix') drawn by the shares of the mix. */
export function drawRequests(data, seed, kind, count) {
  const random = seededRandom(seed);
  const draw = requestDrawer(data, random);
  const kindOf = weighted(MIX.map((m) => [m.kind, m.share]));
  return Array.from({ length: count }, () => draw(kind === 'mix' ? kindOf(random) : kind));
}
