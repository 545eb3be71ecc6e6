import { z } from 'zod';
import { EVENT_LANGUAGES, type EventLanguage } from './event-values.ts';
import { EventListResponseSchema } from './events.ts';
import { HOME_AREA_NAME_MAX_LENGTH } from './limits.ts';
import type { Locale } from './messages/locales.ts';
import { text } from './text.ts';

/**
 * The weekly picks (issue 22): upcoming events chosen for a person by the languages they speak,
 * the area they live in and the kinds of events they joined or liked; sent by e-mail once a week
 * to those who consented to Moim's news, and shown on the site (`/picks`) to anyone signed in.
 */

/** Events a week's picks hold at most. */
export const PICKS_COUNT = 6;

/** The language of Moim's interface a person reads, as the language an event is held in. */
export const EVENT_LANGUAGE_OF_LOCALE: Record<Locale, EventLanguage> = {
  en: 'en',
  ko: 'ko',
  'zh-CN': 'zh',
  vi: 'vi',
  ja: 'ja',
};

/** A place a person chose as home: a district or an address of the place search, in Korea. */
const HomeAreaSchema = z.object({
  name: text(HOME_AREA_NAME_MAX_LENGTH, { invalid: 'invalidInput' }).min(1, { error: 'invalidInput' }),
  latitude: z.number({ error: 'invalidInput' }).min(33, { error: 'invalidInput' }).max(39, { error: 'invalidInput' }),
  longitude: z
    .number({ error: 'invalidInput' })
    .min(124, { error: 'invalidInput' })
    .max(132, { error: 'invalidInput' }),
});
export type HomeArea = z.infer<typeof HomeAreaSchema>;

/**
 * What the picks follow: the languages the person speaks (until they choose, the language they
 * read Moim in) and their home area (none: anywhere).
 */
export const PicksPreferencesInputSchema = z.object({
  spokenLanguages: z
    .array(z.enum(EVENT_LANGUAGES, { error: 'languagesInvalid' }), { error: 'languagesInvalid' })
    .min(1, { error: 'languagesInvalid' })
    .max(EVENT_LANGUAGES.length, { error: 'languagesInvalid' }),
  homeArea: HomeAreaSchema.nullable(),
});
export type PicksPreferences = z.infer<typeof PicksPreferencesInputSchema>;

/** `GET /picks` and the answer of `PUT /picks/preferences`: the preferences and this week's picks. */
export const PicksResponseSchema = z.object({
  preferences: PicksPreferencesInputSchema,
  events: EventListResponseSchema,
});
export type Picks = z.infer<typeof PicksResponseSchema>;
