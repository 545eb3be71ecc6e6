import { z } from 'zod';
import { locales } from './messages/locales.ts';
import { TextLanguageSchema } from './translations.ts';
import { UserIdLookupSchema, isRealDate } from './auth.ts';
import { seoulDate, seoulInstant, seoulTime } from './dates.ts';
import type { ErrorCode } from './error-status.ts';
import { brokenRules, withProblems, type Problem } from './problems.ts';
import {
  CATEGORIES,
  CATEGORY_ALIASES,
  EVENT_LANGUAGES,
  EVENT_LIST_DEFAULT_LIMIT,
  EVENT_LIST_MAX_LIMIT,
  EVENT_LIST_MAX_OFFSET,
  EVENT_LIST_UNPAGED_LIMIT,
  EVENT_SORTS,
  EVENT_TYPES,
  type EventSort,
} from './event-values.ts';
import {
  DATE_MAX_LENGTH,
  DELETE_DETAIL_MAX_LENGTH,
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_LIST_QUERY_MAX_LENGTH,
  EVENT_NAME_MAX_LENGTH,
  EVENT_QUESTION_MAX_LENGTH,
  IMAGE_ALT_MAX_LENGTH,
  IMAGE_URL_MAX_LENGTH,
  LOCATION_DETAIL_MAX_LENGTH,
  VENUE_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  PLACE_QUERY_MAX_LENGTH,
  TIME_MAX_LENGTH,
} from './limits.ts';
import { BoundsQuerySchema, NearQuerySchema } from './geo-query.ts';
import { inKorea, pinWithinReach, type GeoPoint, type PinnablePlace } from './pin.ts';
import { SERIES_FREQUENCIES, seriesProblem } from './series.ts';
import { recordId, text } from './text.ts';

export * from './event-values.ts';
export * from './pin.ts';
export * from './geo-params.ts';
export * from './series.ts';

export const MAX_EVENT_IMAGES = 5;
export const EVENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PRICE_STEP = 100;
const PRICE_MAX = 10_000_000;
const PARTICIPANTS_LIMIT = 1000;
/** Every half hour of a day, 00:00 to 23:30 (48). */
export const TIME_SLOTS: readonly string[] = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

function normalizeCategory(value: unknown): unknown {
  return typeof value === 'string' ? (CATEGORY_ALIASES[value] ?? value) : value;
}

const CategorySchema = z.preprocess(normalizeCategory, z.enum(CATEGORIES, { error: 'categoryInvalid' }));
const EventTypeSchema = z.enum(EVENT_TYPES, { error: 'typeInvalid' });
const EventLanguageSchema = z.enum(EVENT_LANGUAGES, { error: 'languagesInvalid' });

/**
 * An uploader's description of an image, for screen readers (Moim's addition, optional): blank
 * means none.
 */
const ImageAltSchema = text(IMAGE_ALT_MAX_LENGTH, { tooLong: 'imageAltTooLong', trim: true });

/**
 * A latitude or longitude: a finite number, or a string of one (zod refuses NaN and Infinity;
 * nothing else is read as a number). Where the point may be is a rule of `eventProblems`.
 */
const CoordinateSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number({ error: 'addressNotSelected' }),
);

const whole = (error: ErrorCode) => z.coerce.number({ error }).pipe(z.number().int({ error }));

/**
 * The spec's event submit payload (plus the languages the event is held in). Types are
 * checked here; the spec's rules are checked in its order by `eventProblems`.
 */
export const SubmitEventInputSchema = z.object({
  category: CategorySchema,
  type: EventTypeSchema,
  name: text(EVENT_NAME_MAX_LENGTH, { invalid: 'eventNameRequired', tooLong: 'eventNameTooLong', trim: true }),
  date: text(DATE_MAX_LENGTH, { invalid: 'dateInvalid', tooLong: 'dateInvalid' }),
  time: text(TIME_MAX_LENGTH, { invalid: 'timeSlotInvalid', tooLong: 'timeSlotInvalid' }),
  /**
   * Moim's addition, optional: when the event ends, a Korea-time date (the start's when left out)
   * and a half-hour slot. Without an end time the event ends DEFAULT_EVENT_HOURS after its start.
   */
  endDate: text(DATE_MAX_LENGTH, { invalid: 'endTimeInvalid', tooLong: 'endTimeInvalid' })
    .nullish()
    .transform((d) => d || undefined),
  endTime: text(TIME_MAX_LENGTH, { invalid: 'endTimeInvalid', tooLong: 'endTimeInvalid' })
    .nullish()
    .transform((t) => t || undefined),
  description: text(EVENT_DESCRIPTION_MAX_LENGTH, { tooLong: 'descriptionTooLong' }).default(''),
  minParticipants: whole('minParticipantsZero'),
  maxParticipants: whole('maxNotGreaterThanMin'),
  question: text(EVENT_QUESTION_MAX_LENGTH, { tooLong: 'questionTooLong', trim: true })
    .nullish()
    .transform((q) => q || null),
  price: z.coerce.number({ error: 'priceInvalid' }),
  mainImage: text(IMAGE_URL_MAX_LENGTH).nullish(),
  images: z
    .array(
      z.union([
        text(IMAGE_URL_MAX_LENGTH),
        z.object({ url: text(IMAGE_URL_MAX_LENGTH), alt: ImageAltSchema.nullish() }),
      ]),
    )
    .max(MAX_EVENT_IMAGES, { error: 'tooManyFiles' })
    .default([]),
  location: text(LOCATION_MAX_LENGTH).default(''),
  locationDetail: text(LOCATION_DETAIL_MAX_LENGTH, { tooLong: 'locationDetailTooLong', trim: true })
    .nullish()
    .transform((d) => d ?? ''),
  /** Moim's addition, optional: the venue's name ("Café Sol"), left out when not given (decision 70). */
  venue: text(VENUE_MAX_LENGTH, { tooLong: 'venueTooLong', trim: true })
    .nullish()
    .transform((v) => v || undefined),
  latitude: CoordinateSchema.nullish(),
  longitude: CoordinateSchema.nullish(),
  /**
   * Moim's addition, optional: repeat the event (decision 69), `count` dates in all or up to
   * `until` (a Korea-time date); each date becomes an event of its own.
   */
  repeat: z
    .object({
      every: z.enum(SERIES_FREQUENCIES, { error: 'seriesEndRequired' }),
      count: z.coerce.number({ error: 'seriesTooLong' }).optional(),
      until: text(DATE_MAX_LENGTH, { invalid: 'seriesUntilInvalid', tooLong: 'seriesUntilInvalid' })
        .optional()
        .transform((u) => u || undefined),
    })
    .nullish()
    .transform((r) => r ?? undefined),
  /** Moim's addition, optional: left out or empty means "not specified". */
  languages: z.array(EventLanguageSchema).max(EVENT_LANGUAGES.length).default([]),
  /**
   * Moim's addition, optional (decision 77): the name and the description again in a second
   * language, written by the host; readers of that language see them before any machine
   * translation. Blank means none.
   */
  secondLanguage: z.preprocess(
    (value) => value || undefined,
    z.enum(locales, { error: 'secondLanguageInvalid' }).optional(),
  ),
  secondName: text(EVENT_NAME_MAX_LENGTH, { tooLong: 'secondNameTooLong', trim: true })
    .nullish()
    .transform((name) => name || undefined),
  secondDescription: text(EVENT_DESCRIPTION_MAX_LENGTH, { tooLong: 'secondDescriptionTooLong' })
    .nullish()
    .transform((description) => description || undefined),
  /** The spec's payload names the host; the server uses the caller and refuses another id. */
  userId: UserIdLookupSchema.optional(),
});
export type SubmitEventInput = z.input<typeof SubmitEventInputSchema>;
export type SubmitEventData = z.output<typeof SubmitEventInputSchema>;

/** The image URLs of a submit: the main one first, then the others, without repeats. */
function submittedImageUrls(input: Pick<SubmitEventData, 'mainImage' | 'images'>): string[] {
  const urls = [input.mainImage ?? '', ...input.images.map((i) => (typeof i === 'string' ? i : i.url))]
    .map((u) => u.trim())
    .filter(Boolean);
  return [...new Set(urls)];
}

/** An image of an event with its description (alt text), when the uploader gave one. */
export interface DescribedImage {
  url: string;
  alt: string | null;
}

/**
 * The images of a submit in order (`submittedImageUrls`), each with the description given with
 * it in `images` (the first one given for a URL listed twice); null where there is none.
 */
export function submittedImages(input: Pick<SubmitEventData, 'mainImage' | 'images'>): DescribedImage[] {
  const alts = new Map<string, string>();
  for (const image of input.images) {
    if (typeof image === 'string' || !image.alt) continue;
    const url = image.url.trim();
    if (!alts.has(url)) alts.set(url, image.alt);
  }
  return submittedImageUrls(input).map((url) => ({ url, alt: alts.get(url) ?? null }));
}

type EventProblem = Problem<keyof SubmitEventData>;

/** How long an event lasts when its host gives no end time. */
export const DEFAULT_EVENT_HOURS = 2;
/** The longest an event may last (a weekend trip, not a season). */
const MAX_EVENT_DAYS = 7;
const HOUR_MS = 60 * 60 * 1000;

/**
 * When an event of this start and end (as submitted) ends: the end date (the start's by default)
 * at the end time, or DEFAULT_EVENT_HOURS after the start without an end time. Null when an end
 * time was given but is not a half-hour slot of a real date.
 */
export function eventEnd(input: Pick<SubmitEventData, 'date' | 'time' | 'endDate' | 'endTime'>): Date | null {
  if (!input.endTime) return new Date(seoulInstant(input.date, input.time).getTime() + DEFAULT_EVENT_HOURS * HOUR_MS);
  const endDate = input.endDate ?? input.date;
  if (!isRealDate(endDate) || !TIME_SLOTS.includes(input.endTime)) return null;
  return seoulInstant(endDate, input.endTime);
}

/**
 * The end times a form offers for a start: every half hour from 30 minutes after it to a day
 * after it, each with its Korea-time date (the next day's after midnight).
 */
export function endTimeSlots(date: string, time: string): { date: string; time: string }[] {
  if (!isRealDate(date) || !TIME_SLOTS.includes(time)) return [];
  const start = seoulInstant(date, time).getTime();
  return Array.from({ length: 48 }, (_, i) => {
    const at = new Date(start + (i + 1) * (HOUR_MS / 2));
    return { date: seoulDate(at), time: seoulTime(at) };
  });
}

/**
 * Every broken post-event rule, in the spec's order: name, address from the suggestions,
 * max above min, min above 0, a future date and time (Korea time), an image, price in 100 KRW;
 * then the rest (date and time format, limits). Languages are Moim's addition and optional:
 * none means "not specified". `place` is the place the address names, where the checker knows it:
 * the point (the host's pin) must then be within its reach.
 */
export function eventProblems(input: SubmitEventData, now: Date, place?: PinnablePlace | null): EventProblem[] {
  const validDate = isRealDate(input.date);
  const validTime = TIME_SLOTS.includes(input.time);
  const images = submittedImageUrls(input);
  // Without a minimum there is nothing to compare the maximum with: the minimum's own rule speaks.
  const comparable = Number.isFinite(input.minParticipants);
  return brokenRules<EventProblem['field']>([
    ['name', () => (input.name.trim() ? null : 'eventNameRequired')],
    ['name', () => (input.name.trim().length <= EVENT_NAME_MAX_LENGTH ? null : 'eventNameTooLong')],
    [
      'location',
      () => (input.location.trim() && inKorea(input.latitude, input.longitude) ? null : 'addressNotSelected'),
    ],
    [
      'location',
      () =>
        place &&
        inKorea(input.latitude, input.longitude) &&
        !pinWithinReach(place, { latitude: input.latitude!, longitude: input.longitude! })
          ? 'pinTooFar'
          : null,
    ],
    [
      'maxParticipants',
      () => (!comparable || input.maxParticipants > input.minParticipants ? null : 'maxNotGreaterThanMin'),
    ],
    ['minParticipants', () => (input.minParticipants > 0 ? null : 'minParticipantsZero')],
    ['maxParticipants', () => (input.maxParticipants <= PARTICIPANTS_LIMIT ? null : 'maxParticipantsTooLarge')],
    ['date', () => (validDate ? null : 'dateInvalid')],
    ['time', () => (validTime ? null : 'timeSlotInvalid')],
    [
      'date',
      () => {
        if (!validDate) return null;
        // Without a time yet, a day with no slot left ahead is already in the past.
        const past = validTime
          ? seoulInstant(input.date, input.time) <= now
          : futureTimeSlots(input.date, now).length === 0;
        return past ? 'eventInPast' : null;
      },
    ],
    ...endRules(input, validDate && validTime),
    ['repeat', () => (input.repeat && validDate ? seriesProblem(input.date, input.repeat) : null)],
    ['images', () => (images.length > 0 ? null : 'eventImageRequired')],
    ['images', () => (images.length <= MAX_EVENT_IMAGES ? null : 'tooManyFiles')],
    ['price', () => (Number.isInteger(input.price) && input.price % PRICE_STEP === 0 ? null : 'priceStep')],
    ['price', () => (input.price >= 0 && input.price <= PRICE_MAX ? null : 'priceInvalid')],
    ...secondLanguageRules(input),
  ]);
}

/** The second language's rules: its texts need their language, and a language needs a name. */
function secondLanguageRules(input: SubmitEventData): [EventProblem['field'], () => ErrorCode | null][] {
  const texts = !!input.secondName?.trim() || !!input.secondDescription?.trim();
  return [
    ['secondLanguage', () => (texts && !input.secondLanguage ? 'secondLanguageRequired' : null)],
    ['secondName', () => (input.secondLanguage && !input.secondName?.trim() ? 'secondNameRequired' : null)],
  ];
}

/** The rules of an event's end, once its start is a real date and slot (`startValid`). */
function endRules(input: SubmitEventData, startValid: boolean): [EventProblem['field'], () => ErrorCode | null][] {
  const end = () => (startValid ? eventEnd(input) : null);
  const lasts = () => end()!.getTime() - seoulInstant(input.date, input.time).getTime();
  return [
    ['endTime', () => (!input.endTime || !startValid || end() ? null : 'endTimeInvalid')],
    ['endTime', () => (end() && lasts() <= 0 ? 'endBeforeStart' : null)],
    ['endTime', () => (end() && lasts() > MAX_EVENT_DAYS * 24 * HOUR_MS ? 'eventTooLong' : null)],
  ];
}

/** The first broken post-event rule (what the server answers), or null. */
export function eventProblem(input: SubmitEventData, now: Date, place?: PinnablePlace | null): EventProblem | null {
  return eventProblems(input, now, place)[0] ?? null;
}

/**
 * The whole post-event check as one schema, for a form: the payload's types and every rule of
 * `eventProblems`, each issue at its field.
 */
export function submitEventRules(now: Date) {
  return withProblems(SubmitEventInputSchema, (input) => eventProblems(input, now));
}

/** The time slots of a Korea-time date that are still ahead at `now` (all of them for a later day). */
export function futureTimeSlots(date: string, now: Date): readonly string[] {
  if (!isRealDate(date)) return TIME_SLOTS;
  return TIME_SLOTS.filter((slot) => seoulInstant(date, slot) > now);
}

export const EventIdParamsSchema = z.object({ id: recordId() });
export const EventIdParamSchema = z.object({ eventId: recordId() });

const PersonSchema = z.object({
  userId: z.string(),
  username: z.string(),
  profileImage: z.string().nullable(),
});
export type Person = z.infer<typeof PersonSchema>;

/**
 * Pending: applied to a Register event, waiting for the host. Approved: holds a seat.
 * Rejected: refused by the host (may not apply again). Waitlisted: queued for a seat of a full
 * FirstCome event.
 */
export const PARTICIPANT_STATUSES = ['Pending', 'Approved', 'Rejected', 'Waitlisted'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];

const ParticipantSchema = z.object({
  id: z.number(),
  status: z.enum(PARTICIPANT_STATUSES),
  /** Shown only to the host. */
  answer: z.string().optional(),
  user: PersonSchema,
});

/** An image of an event as the API answers it; `alt` (Moim's addition) only when the uploader gave one. */
const EventImageSchema = z.object({ url: z.string(), alt: z.string().optional() });
export type EventImage = z.infer<typeof EventImageSchema>;

export const EventDetailSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  /** Moim's addition: the language of the name and the description (decision 77). */
  textLanguage: TextLanguageSchema,
  /**
   * Moim's addition, present when the host gave them (decision 77): the language of the host's
   * second version, its name, and its description (rich text; empty when the host wrote none).
   */
  secondLanguage: z.string().optional(),
  secondName: z.string().optional(),
  secondDescription: z.string().optional(),
  date: z.string(),
  time: z.string(),
  /** The start as an instant (ISO, UTC). */
  startsAt: z.string(),
  /** Moim's addition: the end, as a Korea-time date and time and as an instant (ISO, UTC). */
  endDate: z.string(),
  endTime: z.string(),
  endsAt: z.string(),
  category: z.enum(CATEGORIES),
  type: z.enum(EVENT_TYPES),
  /** Absolute URLs, like every image URL the API answers. */
  mainImage: z.string(),
  /** Every image, the main one first. */
  images: z.array(EventImageSchema),
  /** The extra images only (without the main one), as the spec's gallery expects. */
  eventImages: z.array(EventImageSchema),
  location: z.string(),
  locationDetail: z.string(),
  /** Moim's addition: the venue's name; empty when the host gave none. */
  venue: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  minParticipants: z.number(),
  maxParticipants: z.number(),
  /** The approved participants (the host among them). */
  participants: z.array(ParticipantSchema),
  participantsCount: z.number(),
  /**
   * One entry per like, as the spec's client counts them; who likes an event is private
   * (decision 0045), so every `userId` is empty but the caller's own.
   */
  likes: z.array(z.object({ user: z.object({ userId: z.string() }) })),
  likesCount: z.number(),
  price: z.number(),
  question: z.string().nullable(),
  /** Empty when the host did not say. */
  languages: z.array(z.string()),
  createdBy: PersonSchema,
  /** The average of this event's reviews (two decimals); null while it has none. */
  averageRating: z.number().nullable(),
  reviewCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Moim's addition, for a date of a series (decision 69): the series' other dates still ahead
   * (earlier ones included), soonest first.
   */
  series: z
    .object({ next: z.array(z.object({ id: z.number(), date: z.string(), time: z.string(), startsAt: z.string() })) })
    .optional(),
  /** Moim's addition: a moderator hid it (decision 76); only admins get its page then. */
  hidden: z.literal(true).optional(),
});
export type EventDetail = z.infer<typeof EventDetailSchema>;

export const SubmitEventResponseSchema = z.object({ event: EventDetailSchema });

export const LikeInputSchema = z.object({ userId: UserIdLookupSchema.optional() });
/** A like's body may be left out altogether (Fastify then gives null). */
export const LikeBodySchema = LikeInputSchema.nullish();
export const LikeResponseSchema = z.object({ likesLen: z.number(), isLiked: z.boolean() });
export type LikeResponse = z.infer<typeof LikeResponseSchema>;
export const IsLikedQuerySchema = z.object({ userId: UserIdLookupSchema.optional() });
export const IsLikedResponseSchema = z.object({ isLiked: z.boolean() });

export const DELETE_REASONS = [
  'Not enough participants',
  'Schedule change',
  'Want to create a new event',
  'Other',
] as const;
export type DeleteReason = (typeof DELETE_REASONS)[number];

const DeleteReasonSchema = z.enum(DELETE_REASONS, { error: 'deleteReasonRequired' });
const DeleteDetailSchema = text(DELETE_DETAIL_MAX_LENGTH, { trim: true }).optional();
const otherNeedsDetail = (v: { reason?: DeleteReason; detail?: string }) => v.reason !== 'Other' || Boolean(v.detail);

/** The delete screen's reason (spec: required); with Other, the text must not be blank. */
const DeleteScopeSchema = z.enum(['this', 'following'], { error: 'invalidInput' }).optional();

export const DeleteEventInputSchema = z
  .object({ reason: DeleteReasonSchema, detail: DeleteDetailSchema, scope: DeleteScopeSchema })
  .refine(otherNeedsDetail, { error: 'deleteReasonRequired', path: ['detail'] });
export type DeleteEventInput = z.infer<typeof DeleteEventInputSchema>;

/**
 * What DELETE /events/{id} accepts: the spec's client sends no body at all, so the reason is
 * optional there (the guests are told "No reason given"); one that is sent follows the screen's
 * rules.
 */
export const DeleteEventRequestSchema = z
  .object({
    reason: DeleteReasonSchema.optional(),
    detail: DeleteDetailSchema,
    /** Moim's addition: `following` also deletes the later dates of the event's series (decision 69). */
    scope: DeleteScopeSchema,
  })
  .refine(otherNeedsDetail, { error: 'deleteReasonRequired', path: ['detail'] })
  .nullish()
  .transform((v) => v ?? {});
export type DeleteEventRequest = z.output<typeof DeleteEventRequestSchema>;
export const DeleteEventResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** A place from the address search; choosing one fills location, latitude and longitude. */
const PlaceSchema = z.object({
  id: z.string(),
  /** The address to store and show. */
  address: z.string(),
  /** A shorter name for the list, e.g. 'Mapo-gu, Seoul'. */
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /**
   * Moim's addition: how far (km) from this point the event's pin may be put, for a place that is
   * an area (a district of the built-in list); absent, `PIN_RADIUS_KM`.
   */
  pinRadiusKm: z.number().optional(),
});
export type Place = z.infer<typeof PlaceSchema>;
export const PlaceSearchQuerySchema = z.object({ q: text(PLACE_QUERY_MAX_LENGTH, { trim: true }).default('') });
export const PlaceSearchResponseSchema = z.array(PlaceSchema);

export { hasEnded, hasStarted, isFull, isHappening } from './event-rules.ts';
export { checkInOpen, joinOption, type JoinOption } from './participation-rules.ts';

/** The list kinds of GET /events (spec), with the decisions file's meanings. */
const FETCH_TYPES = ['all', 'hot', 'upcoming', 'search', 'category', 'all-including-past'] as const;
export type FetchType = (typeof FETCH_TYPES)[number];

const optionalText = (max: number) =>
  text(max, { trim: true })
    .optional()
    .transform((v) => v || undefined);

const pageLimit = z.coerce
  .number({ error: 'limitInvalid' })
  .int({ error: 'limitInvalid' })
  .min(1, { error: 'limitInvalid' })
  .max(EVENT_LIST_MAX_LIMIT, { error: 'limitInvalid' });
const pageOffset = z.coerce
  .number({ error: 'limitInvalid' })
  .int({ error: 'limitInvalid' })
  .min(0, { error: 'limitInvalid' })
  .max(EVENT_LIST_MAX_OFFSET, { error: 'limitInvalid' })
  .default(0);

/** A paged list: `limit` (1–50, default 12) and `offset`. */
export const PagingQuerySchema = z.object({ limit: pageLimit.default(EVENT_LIST_DEFAULT_LIMIT), offset: pageOffset });

/**
 * A paged event list: `limit` (1–50) and `offset`; without `limit`, every match from `offset` on
 * up to EVENT_LIST_UNPAGED_LIMIT, in the list's order (the spec's client asks for the whole array
 * and pages it itself; Moim's web app always sends `limit`).
 */
export const EventPagingQuerySchema = z.object({
  limit: pageLimit.optional().transform((limit) => limit ?? EVENT_LIST_UNPAGED_LIMIT),
  offset: pageOffset,
});

/** What narrows and orders an event list, the same for its pages and for its map (decision 78). */
const eventListFilters = {
  fetchType: z.enum(FETCH_TYPES, { error: 'fetchTypeInvalid' }).default('all'),
  /** Text to find in names and descriptions. */
  query: optionalText(EVENT_LIST_QUERY_MAX_LENGTH),
  /** Only events on this day (YYYY-MM-DD). */
  date: text(DATE_MAX_LENGTH, { tooLong: 'dateFilterInvalid', trim: true })
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || isRealDate(v), { error: 'dateFilterInvalid' }),
  /** Text to find in the address. */
  location: optionalText(EVENT_LIST_QUERY_MAX_LENGTH),
  type: z.preprocess((v) => v || undefined, EventTypeSchema.optional()),
  /** A category, or All. */
  category: z.preprocess(
    (v) => (v === 'All' || v === '' ? undefined : normalizeCategory(v)),
    z.enum(CATEGORIES, { error: 'categoryInvalid' }).optional(),
  ),
  language: z.preprocess((v) => v || undefined, EventLanguageSchema.optional()),
  sort: z.preprocess((v) => v || undefined, z.enum(EVENT_SORTS, { error: 'sortInvalid' }).optional()),
  /** Moim's addition: "latitude,longitude"; each event then says how far it is (`distanceKm`). */
  near: NearQuerySchema,
  /** Moim's addition: "south,west,north,east"; only the events inside. */
  bounds: BoundsQuerySchema,
};

/** The nearest first needs a point to be near to. */
function distanceNeedsNear(filters: { sort?: EventSort; near?: GeoPoint }, context: z.RefinementCtx) {
  if (filters.sort === 'distance' && !filters.near) {
    context.addIssue({ code: 'custom', message: 'distanceNeedsNear' satisfies ErrorCode, path: ['near'] });
  }
}

export const EventListQuerySchema = z
  .object({ ...eventListFilters, ...EventPagingQuerySchema.shape })
  .superRefine(distanceNeedsNear);
export type EventListQuery = z.input<typeof EventListQuerySchema>;
export type EventListFilters = z.output<typeof EventListQuerySchema>;

/** An event as lists show it; `participants` and `likes` are counts here (spec). */
const EventListItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The first lines of the description as plain text. */
  description: z.string(),
  mainImage: z.string(),
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  /** Moim's addition: the end as an instant (ISO, UTC). */
  endsAt: z.string(),
  category: z.enum(CATEGORIES),
  type: z.enum(EVENT_TYPES),
  location: z.string(),
  price: z.number(),
  minParticipants: z.number(),
  maxParticipants: z.number(),
  participants: z.number(),
  likes: z.number(),
  languages: z.array(z.string()),
  createdBy: z.object({ userId: z.string(), username: z.string(), profileImage: z.string().nullable() }),
  /** Whether the signed-in caller likes it (false for visitors). */
  likedByMe: z.boolean(),
  /** Joined lists only, for a signed-in caller: whether the caller has reviewed it. */
  reviewedByMe: z.boolean().optional(),
  /** Moim's addition: the event's point (the host's pin, or its address's). */
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  /** Moim's addition, with `near`: how far the event is from that point, in km (great-circle). */
  distanceKm: z.number().optional(),
  /**
   * Moim's addition, present when the host gave them (decision 77): the host's second version,
   * its language, its name and the first lines of its description as plain text.
   */
  secondLanguage: z.string().optional(),
  secondName: z.string().optional(),
  secondDescription: z.string().optional(),
});
export type EventListItem = z.infer<typeof EventListItemSchema>;
export const EventListResponseSchema = z.array(EventListItemSchema);

/** How many events the map shows at once; past that, it says how many more its view holds. */
export const EVENT_MAP_POINTS_LIMIT = 500;

/** GET /events/map: the list's filters and sort, inside the map's view (`bounds`, required). */
export const EventMapQuerySchema = z
  .object({
    ...eventListFilters,
    bounds: BoundsQuerySchema.refine((bounds) => bounds !== undefined, { error: 'boundsInvalid' }),
  })
  .superRefine(distanceNeedsNear);

/** An event as the map shows it: its point, and what its card says. */
const EventMapPointSchema = EventListItemSchema.pick({
  id: true,
  name: true,
  date: true,
  time: true,
  startsAt: true,
  category: true,
  location: true,
  mainImage: true,
}).extend({ latitude: z.number(), longitude: z.number() });
export type EventMapPoint = z.infer<typeof EventMapPointSchema>;

export const EventMapResponseSchema = z.object({
  /** The first EVENT_MAP_POINTS_LIMIT events of the view, in the list's order. */
  points: z.array(EventMapPointSchema),
  /** How many events the view holds (counted up to TOTAL_COUNT_LIMIT: with `exact` false, more). */
  total: z.number(),
  exact: z.boolean(),
});
export type EventMapResponse = z.infer<typeof EventMapResponseSchema>;

export const HostIdParamsSchema = z.object({ hostId: UserIdLookupSchema.min(1, { error: 'requiredField' }) });
