import { z } from 'zod';
import { locales } from './messages/locales.ts';
import { recordId } from './text.ts';

/**
 * Moim's addition to an event, a review and a chat message (decision 77): the language its text
 * was found to be written in when it was written (ISO 639-1, `zh-CN`), null when unknown. The
 * web offers Translate only for a text in another language than the reader's.
 */
export const TextLanguageSchema = z.string().nullable().optional();

/** What a reader may ask Moim to translate (decision 77). */
const TRANSLATABLE_KINDS = ['event', 'review', 'post', 'chatMessage'] as const;

/** `POST /translations`: one thing's text, into one of Moim's languages. */
export const TranslateInputSchema = z.object({
  kind: z.enum(TRANSLATABLE_KINDS, { error: 'invalidInput' }),
  id: recordId(),
  to: z.enum(locales, { error: 'invalidInput' }),
});
export type TranslateInput = z.infer<typeof TranslateInputSchema>;

/**
 * The translated text of each field the thing has, under the thing's own field names: an event's
 * `name` and `description`, a review's `comment`, a chat message's `content`, a post's `title`,
 * `sections` and `faqs`. Rich text stays rich text (sanitised again). `from` is the language the
 * text was written in (ISO 639-1, `zh-CN` for Chinese) as Moim detected it, `und` when it could
 * not tell.
 */
export const TranslationSchema = z.object({
  from: z.string(),
  to: z.enum(locales),
  fields: z.object({
    name: z.string().optional(),
    description: z.string().optional(),
    comment: z.string().optional(),
    content: z.string().optional(),
    title: z.string().optional(),
    sections: z.array(z.object({ heading: z.string(), body: z.string() })).optional(),
    faqs: z.array(z.object({ question: z.string(), answer: z.string() })).optional(),
  }),
});
export type Translation = z.infer<typeof TranslationSchema>;
