import { z } from 'zod';
import { PagingQuerySchema } from './events.ts';
import {
  IMAGE_URL_MAX_LENGTH,
  POST_FAQ_ANSWER_MAX_LENGTH,
  POST_FAQ_QUESTION_MAX_LENGTH,
  POST_HEADING_MAX_LENGTH,
  POST_LINK_DESCRIPTION_MAX_LENGTH,
  POST_LINK_URL_MAX_LENGTH,
  POST_QUERY_MAX_LENGTH,
  POST_SECTION_MAX_LENGTH,
  POST_SLUG_MAX_LENGTH,
  POST_TITLE_MAX_LENGTH,
} from './limits.ts';
import { text } from './text.ts';

import { POST_CATEGORIES, POST_LANGUAGES, POST_STATUSES } from './post-values.ts';

export * from './post-values.ts';

const MAX_POST_SECTIONS = 20;
const MAX_POST_FAQS = 20;
const MAX_POST_LINKS = 20;

/** Related links open outside Moim: only web addresses, never `javascript:` or `data:`. */
const WEB_URL = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;

export function isWebUrl(value: string): boolean {
  return WEB_URL.test(value);
}

const PostSectionSchema = z.object({
  heading: text(POST_HEADING_MAX_LENGTH, { tooLong: 'postHeadingTooLong', trim: true }),
  /** Rich-text HTML; the server keeps the shared allowlist. */
  body: text(POST_SECTION_MAX_LENGTH, { tooLong: 'postSectionTooLong' }),
});
const PostFaqSchema = z.object({
  question: text(POST_FAQ_QUESTION_MAX_LENGTH, { tooLong: 'postFaqTooLong', trim: true }).min(1, {
    error: 'requiredField',
  }),
  answer: text(POST_FAQ_ANSWER_MAX_LENGTH, { tooLong: 'postFaqTooLong', trim: true }).min(1, {
    error: 'requiredField',
  }),
});
const PostLinkSchema = z.object({
  url: text(POST_LINK_URL_MAX_LENGTH, { tooLong: 'postLinkInvalid', trim: true }).refine(isWebUrl, {
    error: 'postLinkInvalid',
  }),
  description: text(POST_LINK_DESCRIPTION_MAX_LENGTH, { tooLong: 'textTooLong', trim: true }),
});
export type PostSection = z.infer<typeof PostSectionSchema>;
export type PostFaq = z.infer<typeof PostFaqSchema>;
export type PostLink = z.infer<typeof PostLinkSchema>;

/**
 * A post as the admin's form sends it (create and edit). `status` says whether it is only
 * saved (draft) or shown on the Living-in-Korea page (published). `translationOf` names a post
 * in another language that this one translates.
 */
export const PostInputSchema = z.object({
  title: text(POST_TITLE_MAX_LENGTH, { tooLong: 'postTitleTooLong', trim: true }).min(1, {
    error: 'postTitleRequired',
  }),
  category: z.enum(POST_CATEGORIES, { error: 'postCategoryInvalid' }),
  language: z.enum(POST_LANGUAGES, { error: 'postLanguageInvalid' }),
  coverImage: text(IMAGE_URL_MAX_LENGTH)
    .nullish()
    .transform((url) => url || null),
  sections: z.array(PostSectionSchema).max(MAX_POST_SECTIONS, { error: 'invalidInput' }).default([]),
  faqs: z.array(PostFaqSchema).max(MAX_POST_FAQS, { error: 'invalidInput' }).default([]),
  links: z.array(PostLinkSchema).max(MAX_POST_LINKS, { error: 'invalidInput' }).default([]),
  translationOf: text(POST_SLUG_MAX_LENGTH, { trim: true })
    .nullish()
    .transform((slug) => slug || null),
  status: z.enum(POST_STATUSES, { error: 'invalidInput' }).default('draft'),
});
export type PostData = z.output<typeof PostInputSchema>;

export const PostStatusInputSchema = z.object({ status: z.enum(POST_STATUSES, { error: 'invalidInput' }) });

export const PostSlugParamsSchema = z.object({
  slug: text(POST_SLUG_MAX_LENGTH).min(1, { error: 'requiredField' }),
});

/** The Living-in-Korea list: optional filters, paged like the other lists. */
export const PostListQuerySchema = PagingQuerySchema.extend({
  /** Empty means every language (the spec's "All"). */
  language: z.preprocess((v) => v || undefined, z.enum(POST_LANGUAGES, { error: 'postLanguageInvalid' }).optional()),
  category: z.preprocess((v) => v || undefined, z.enum(POST_CATEGORIES, { error: 'postCategoryInvalid' }).optional()),
  /** Searched in the title and the text, case-insensitively. */
  query: text(POST_QUERY_MAX_LENGTH, { trim: true }).optional(),
  /**
   * With no language chosen: one post per topic (translation group), the one written in this
   * language where there is one, else the English one, else the first written.
   */
  prefer: z.preprocess((v) => v || undefined, z.enum(POST_LANGUAGES, { error: 'postLanguageInvalid' }).optional()),
  /** `draft` lists the unpublished posts: admins only. */
  status: z.enum(POST_STATUSES, { error: 'invalidInput' }).default('published'),
});
export type PostListFilters = z.output<typeof PostListQuerySchema>;

const PostSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  category: z.enum(POST_CATEGORIES),
  language: z.enum(POST_LANGUAGES),
  /** The first lines of the text. */
  summary: z.string(),
  coverImage: z.string().nullable(),
  status: z.enum(POST_STATUSES),
  /** When it was first published; null for a draft never published. */
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type PostSummary = z.infer<typeof PostSummarySchema>;
export const PostListResponseSchema = z.array(PostSummarySchema);

export const PostSchema = PostSummarySchema.extend({
  /** Each section's body is sanitised HTML. */
  sections: z.array(z.object({ heading: z.string(), body: z.string() })),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
  links: z.array(z.object({ url: z.string(), description: z.string() })),
  /** The same post in other languages (published ones, or every one for an admin). */
  translations: z.array(z.object({ slug: z.string(), language: z.enum(POST_LANGUAGES), title: z.string() })),
});
export type Post = z.infer<typeof PostSchema>;
