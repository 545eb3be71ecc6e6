import { z } from 'zod';
import { CALENDAR_FEED_TOKEN_MAX_LENGTH } from './limits.ts';
import { text } from './text.ts';

/**
 * The signed-in user's personal calendar feed: the events they host or are going to, at a
 * secret address a calendar app subscribes to (decision 0031).
 */
export const CalendarFeedSchema = z.object({
  /** The secret; whoever has it can read the feed, so it is shown to its owner only. */
  token: z.string(),
  /** The feed's address (https), for "subscribe by URL" in a calendar app. */
  url: z.string(),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

/** `GET /calendar/{token}.ics`: a token of another shape is simply not found. */
export const CalendarFeedParamsSchema = z.object({ token: text(CALENDAR_FEED_TOKEN_MAX_LENGTH) });
