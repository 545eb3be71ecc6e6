import { z } from 'zod';
import { TextLanguageSchema } from './translations.ts';
import type { ErrorCode } from './error-status.ts';
import { UserIdLookupSchema } from './auth.ts';
import { IMAGE_URL_MAX_LENGTH, MAX_REVIEW_IMAGES, RATING_MAX, RATING_STEP, REVIEW_HTML_MAX_LENGTH } from './limits.ts';
import { recordId, text } from './text.ts';

/** Characters of text a review may have (the markup does not count). */
export const REVIEW_TEXT_MAX_LENGTH = 300;

export { reviewBlocker, type ReviewBlocker } from './participation-rules.ts';

/** The first problem with a rating: none (0) given, or not 0.5 to 5 in half steps. */
export function ratingProblem(rating: number): ErrorCode | null {
  if (rating === 0) return 'ratingRequired';
  const valid = rating >= RATING_STEP && rating <= RATING_MAX && Number.isInteger(rating / RATING_STEP);
  return valid ? null : 'ratingInvalid';
}

/**
 * The spec's review payload. The comment is rich-text HTML; its text (at most 300 characters)
 * is counted by the server after sanitising, and by the editor in the form.
 */
export const SubmitReviewInputSchema = z.object({
  userId: UserIdLookupSchema.optional(),
  eventId: recordId(),
  rating: z.coerce.number({ error: 'ratingRequired' }).superRefine((rating, ctx) => {
    const problem = ratingProblem(rating);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  comment: text(REVIEW_HTML_MAX_LENGTH, { tooLong: 'reviewTooLong' })
    .nullish()
    .transform((c) => c ?? ''),
  imageUrls: z
    .array(text(IMAGE_URL_MAX_LENGTH, { tooLong: 'reviewImagesNotUploaded' }))
    .max(MAX_REVIEW_IMAGES, { error: 'tooManyFiles' })
    .nullish()
    .transform((urls) => urls ?? []),
});
export type SubmitReviewData = z.output<typeof SubmitReviewInputSchema>;

const ReviewSchema = z.object({
  id: z.number(),
  /** 0.5 to 5 in half steps. */
  rating: z.number(),
  /** Sanitised HTML. */
  comment: z.string(),
  images: z.array(z.object({ url: z.string() })),
  createdAt: z.string(),
  user: z.object({ userId: z.string(), username: z.string(), profileImage: z.string().nullable() }),
  /** Moim's addition: the author was checked in at the door by the host (decision 67). */
  attended: z.boolean(),
  /** Moim's addition: a moderator hid it; `comment` then says so in the reader's language, and its images are gone (decision 76). */
  removed: z.literal(true).optional(),
  textLanguage: TextLanguageSchema,
});
export type Review = z.infer<typeof ReviewSchema>;

export const SubmitReviewResponseSchema = z.object({
  success: z.literal(true),
  review: ReviewSchema,
  message: z.string(),
});

export const EventReviewsResponseSchema = z.array(ReviewSchema);

/** A review on a host's page, with the event it is about. */
const HostReviewSchema = ReviewSchema.extend({
  event: z.object({ id: z.number(), name: z.string() }),
});
export type HostReview = z.infer<typeof HostReviewSchema>;
export const HostReviewsResponseSchema = z.array(HostReviewSchema);

/** The average over every review of a host's events; 0 and 0 when there are none. */
export const HostAverageResponseSchema = z.object({
  /** Two decimals. */
  average: z.number(),
  count: z.number(),
  /** The same as `count`. */
  reviewCount: z.number(),
});
export type HostAverageResponse = z.infer<typeof HostAverageResponseSchema>;
