import { z } from 'zod';
import { GUEST_MESSAGE_MAX_LENGTH } from './limits.ts';
import { text } from './text.ts';

/** How many messages a host may send to an event's people a day: enough for a change of room, not for spam. */
export const GUEST_MESSAGES_PER_DAY = 5;

/**
 * POST /events/{id}/messages (the host, decision 68): what to tell the approved guests, and
 * whether the applicants still waiting and the waitlist are told too.
 */
export const GuestMessageInputSchema = z.object({
  text: text(GUEST_MESSAGE_MAX_LENGTH, {
    invalid: 'guestMessageRequired',
    tooLong: 'guestMessageTooLong',
    trim: true,
  }).refine((value) => value.length > 0, { error: 'guestMessageRequired' }),
  alsoPending: z.boolean().default(false),
  alsoWaitlisted: z.boolean().default(false),
});
export type GuestMessageInput = z.input<typeof GuestMessageInputSchema>;
export type GuestMessageData = z.output<typeof GuestMessageInputSchema>;

export const GuestMessageResponseSchema = z.object({
  /** How many people were told (the host not counted). */
  recipients: z.number(),
  message: z.string(),
});
