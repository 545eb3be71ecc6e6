// The seed's rows, drawn in JavaScript from a seeded generator (the same start draws the same
// data) as the repositories' insert types: a column the schema adds or renames is a type error here,
// not a failed statement at run time.
import { CATEGORIES, seoulInstant } from '@moim/contract';
import type { NewEventRow } from '../modules/events/events.repository.ts';
import { eventTextColumns } from '../modules/events/event-text.ts';
import { gazetteer } from '../modules/places/gazetteer.ts';
import type { NewUserRow } from '../modules/users/users.repository.ts';
import type { participants } from '../db/schema.ts';
import {
  ACTIVITIES,
  ANSWERS,
  DETAILS,
  INTROS,
  KOREAN_DAYS,
  LOCATION_DETAILS,
  NAME_PATTERNS,
  OTHER_LANGUAGES,
  PEOPLE,
  QUESTIONS,
  districtWeight,
  fullName,
  gazetteerAddress,
} from './seed-dictionaries.ts';

export type Random = () => number;

/** A small deterministic generator: the same seed gives the same numbers. */
export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const pick = <T>(list: readonly T[], random: Random): T => list[Math.floor(random() * list.length)]!;
/** A Korea-time date `days` after `date` (both `YYYY-MM-DD`). */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** The instant `fraction` of the way from `from` to `to`. */
const between = (from: Date, to: Date, fraction: number) =>
  new Date(from.getTime() + fraction * (to.getTime() - from.getTime()));

// ---------------------------------------------------------------------------------------------
// Users.

/** Each language group's names by gender, as full names. */
const NAMES = PEOPLE.map((group) => {
  const names = (gender: 'male' | 'female') => {
    const own = group[gender].flatMap((given) => group.family.map((family) => fullName(given, family, group.order)));
    const alt = group.alt;
    const other = alt
      ? alt[gender].flatMap((given) => alt.family.map((family) => fullName(given, family, alt.order)))
      : [];
    return [...own, ...other];
  };
  return { male: names('male'), female: names('female') };
});
const TOTAL_WEIGHT = PEOPLE.reduce((sum, group) => sum + group.weight, 0);

function drawGroup(random: Random): number {
  let r = random() * TOTAL_WEIGHT;
  for (const [i, group] of PEOPLE.entries()) {
    r -= group.weight;
    if (r < 0) return i;
  }
  return PEOPLE.length - 1;
}

/**
 * `seeduser1…N`: names from ten language groups with matching nationalities, ages 18 to 53,
 * mail in Korean for some, joined 120 to 1,120 days ago.
 */
export function drawUsers(
  random: Random,
  count: number,
  seed: { prefix: string; domain: string; passwordHash: string; today: string; now: Date },
): NewUserRow[] {
  return Array.from({ length: count }, (_, i) => {
    const g = drawGroup(random);
    const group = PEOPLE[g]!;
    const gender = random() < 0.5 ? 'male' : 'Female';
    const at = new Date(seed.now.getTime() - (120 + random() * 1000) * DAY_MS);
    return {
      userId: `${seed.prefix}${i + 1}`,
      email: `${seed.prefix}${i + 1}@${seed.domain}`,
      username: pick(gender === 'male' ? NAMES[g]!.male : NAMES[g]!.female, random),
      passwordHash: seed.passwordHash,
      passwordChangeRequired: false,
      dob: addDays(seed.today, -(6570 + Math.floor(random() ** 2 * 12775))),
      gender,
      nationality: pick(group.nationalities, random),
      locale: random() < group.korean ? 'ko' : 'en',
      marketingConsentAt: random() < 0.3 ? at : null,
      termsAcceptedAt: at,
      createdAt: at,
      updatedAt: at,
    };
  });
}

/** `list` in an order drawn from `random` (Fisher–Yates). */
export function shuffled<T>(list: readonly T[], random: Random): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

// ---------------------------------------------------------------------------------------------
// Events.

/** Districts repeated by how often events happen there; the address as the places search gives it. */
const DISTRICTS = gazetteer
  .flatMap((entry) => Array.from({ length: districtWeight(entry.regionEn, entry.nameEn) }, () => entry))
  .map((entry) => ({
    location: gazetteerAddress(entry),
    lat: entry.latitude,
    lng: entry.longitude,
    areaEn: entry.nameEn.replace(/-(gu|gun|si)$/i, ''),
    areaKo: entry.nameKo,
  }));
const MAX_PARTICIPANTS = [4, 5, 6, 6, 8, 8, 10, 10, 12, 12, 15, 20, 20, 25, 30, 40, 50, 100];
const ENGLISH_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** An event as drawn, with what its people are drawn from. */
export interface DrawnEvent {
  row: NewEventRow;
  /** The host's place in the seed users' order (0 is the demo account). */
  host: number;
  /** Approved guests, pending applicants and likes to draw. */
  approved: number;
  pending: number;
  likes: number;
}

/** A seed picture: its category's index and its place among that category's pictures. */
export interface DrawnImage {
  cat: number;
  k: number;
  url: string;
}

/**
 * Events over the categories and both types, 60 days back to 180 ahead (mostly evenings), in
 * districts weighted towards Seoul, in English (68 %) or Korean, some bilingual; `hosts` are the
 * seed users' ids, the first drawn most.
 */
export function drawEvents(
  random: Random,
  count: number,
  seed: { hosts: readonly string[]; images: readonly DrawnImage[]; today: string; now: Date },
): DrawnEvent[] {
  const users = seed.hosts.length;
  const perCategory = seed.images.length / CATEGORIES.length;
  const imageOf = new Map(seed.images.map((image) => [`${image.cat}/${image.k}`, image.url]));
  return Array.from({ length: count }, () => {
    const cat = Math.floor(random() * CATEGORIES.length);
    const category = CATEGORIES[cat]!;
    const type = random() < 0.6 ? 'FirstCome' : 'Register';
    const lang = random() < 0.68 ? 'en' : 'ko';
    const [activityEn, activityKo] = pick(ACTIVITIES[category], random);
    const district = pick(DISTRICTS, random);
    const date = addDays(seed.today, Math.floor(random() * 241) - 60);
    const slot =
      random() < 0.6
        ? 34 + Math.floor(random() * 10)
        : random() < 0.75
          ? 20 + Math.floor(random() * 14)
          : Math.floor(random() * 48);
    const time = `${String(Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 === 1 ? '30' : '00'}`;
    const startsAt = seoulInstant(date, time);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const fill = (template: string, language: 'en' | 'ko') =>
      template
        .replace('{activity}', language === 'en' ? activityEn : activityKo)
        .replace('{area}', language === 'en' ? district.areaEn : district.areaKo)
        .replace('{day}', language === 'en' ? ENGLISH_DAYS[weekday]! : KOREAN_DAYS[weekday]!);
    const name = Array.from(fill(pick(NAME_PATTERNS[lang], random), lang))
      .slice(0, 100)
      .join('');
    const intro = Math.floor(random() * INTROS.en.length);
    const [first, second] = [pick(DETAILS[lang], random), pick(DETAILS[lang], random)];
    const details = first === second ? first : `${first} ${second}`;
    const bilingual = random() < 0.2 ? fill(INTROS.ko[intro]!, 'ko') : undefined;
    const paragraphs = [fill(INTROS[lang][intro]!, lang), details, ...(bilingual ? [bilingual] : [])];
    const maxParticipants = pick(MAX_PARTICIPANTS, random);
    const otherLanguage = random() < 0.18 ? pick(OTHER_LANGUAGES, random) : undefined;
    const secondLanguage = random() < 0.45 ? (lang === 'en' ? 'ko' : 'en') : undefined;
    const fill1 = random();
    const approved = Math.min(
      Math.floor((date < seed.today ? 0.1 + 0.5 * fill1 ** 1.5 : 0.6 * fill1 ** 2) * (maxParticipants - 1)),
      users - 4,
    );
    const createdAt = new Date(
      Math.min(seed.now.getTime() - random() * 100 * DAY_MS, startsAt.getTime() - HOUR_MS - random() * 30 * DAY_MS),
    );
    const host = Math.floor(random() ** 2 * users);
    const price = random() < 0.55 ? 0 : (1 + Math.floor(random() ** 2 * 59)) * 500;
    const row: NewEventRow = {
      hostId: seed.hosts[host]!,
      category,
      type,
      name,
      description: paragraphs.map((text) => `<p>${text}</p>`).join(''),
      // The templates are plain text (no & < >), so the paragraphs joined are the description's text.
      ...eventTextColumns(name, paragraphs.join(' ')),
      date,
      time,
      startsAt,
      // Two to three hours, without a draw of its own: the seed's other rows stay as they were.
      endsAt: new Date(startsAt.getTime() + ((4 + (slot % 3)) * HOUR_MS) / 2),
      location: district.location,
      locationDetail: pick(LOCATION_DETAILS[lang], random),
      latitude: district.lat + (random() - 0.5) * 0.01,
      longitude: district.lng + (random() - 0.5) * 0.01,
      minParticipants: 1 + Math.floor(random() * Math.min(maxParticipants - 1, 5)),
      maxParticipants,
      question: type === 'Register' ? pick(QUESTIONS[lang], random) : null,
      price,
      languages: [...new Set([lang, secondLanguage, otherLanguage].filter((l) => l !== undefined))],
      mainImage: imageOf.get(`${cat}/${Math.floor(random() * perCategory)}`)!,
      createdAt,
      updatedAt: createdAt,
    };
    const pending = type === 'Register' && startsAt > seed.now ? Math.floor(random() * 4) : 0;
    // Heavy-tailed: most events have a like or none, a few have hundreds.
    const likes = Math.min(Math.floor((1 - random()) ** -0.7) - 1, Math.min(2000, users - 1));
    // The counts of the rows `peopleOf` makes (the host and the approved guests; every like), so
    // the events are written with them and never updated (a million updated rows is a table twice
    // the size until it is vacuumed).
    row.participantsCount = 1 + approved;
    row.likesCount = likes;
    return { row, host, approved, pending, likes };
  });
}

/** An event's pictures: its main one, then up to three more of its category. */
export function imagesOf(eventId: number, mainImage: string, images: readonly DrawnImage[]) {
  const perCategory = images.length / CATEGORIES.length;
  const main = images.find((image) => image.url === mainImage)!;
  const more = Math.min((eventId * 7 + 3) % 4, perCategory - 1);
  return [
    { eventId, position: 0, url: mainImage },
    ...Array.from({ length: more }, (_, i) => ({
      eventId,
      position: i + 1,
      url: images.find((image) => image.cat === main.cat && image.k === (main.k + i + 1) % perCategory)!.url,
    })),
  ];
}

type NewParticipantRow = typeof participants.$inferInsert;

/**
 * The host as an approved participant, then the approved guests and pending applicants (for
 * upcoming Register events), the seed users after the host in the drawn order; and the likes,
 * from others. Never the host twice, never more seats than the event has.
 */
export function peopleOf(
  random: Random,
  eventId: number,
  event: DrawnEvent,
  seed: { users: readonly string[]; now: Date },
): { participants: NewParticipantRow[]; likes: Array<{ eventId: number; userId: string; createdAt: Date }> } {
  const { row } = event;
  const users = seed.users.length;
  const createdAt = row.createdAt;
  const startsAt = row.startsAt;
  const until = startsAt < seed.now ? startsAt : seed.now;
  const after = (offset: number, j: number) => seed.users[(event.host + offset + j) % users]!;
  const guests = event.approved + event.pending;
  const start = 1 + Math.floor(random() * (users - guests));
  const participants: NewParticipantRow[] = [
    { eventId, userId: row.hostId, status: 'Approved', answer: '', createdAt, updatedAt: createdAt },
    ...Array.from({ length: guests }, (_, j) => {
      const at = between(createdAt, until, random());
      return {
        eventId,
        userId: after(start, j),
        status: j < event.approved ? ('Approved' as const) : ('Pending' as const),
        answer: row.type === 'Register' ? ANSWERS[(eventId + j) % ANSWERS.length]! : '',
        createdAt: at,
        updatedAt: at,
      };
    }),
  ];
  const likeStart = event.likes > 0 ? 1 + Math.floor(random() * (users - event.likes)) : 0;
  const likes = Array.from({ length: event.likes }, (_, j) => ({
    eventId,
    userId: after(likeStart, j),
    createdAt: between(createdAt, seed.now, random()),
  }));
  return { participants, likes };
}
