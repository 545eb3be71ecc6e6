// The fixed values of a Living-in-Korea post, without zod, so that the list screen can import them
// (subpath `@moim/contract/post-values`) without the schemas.

/** The Living-in-Korea page's types (spec: tip, news, blog). */
export const POST_CATEGORIES = ['tip', 'news', 'blog'] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];
/** The languages a post is written in: the spec's filter and form together. */
export const POST_LANGUAGES = ['en', 'ko', 'ja', 'vi', 'zh'] as const;
export type PostLanguage = (typeof POST_LANGUAGES)[number];
export const POST_STATUSES = ['draft', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
