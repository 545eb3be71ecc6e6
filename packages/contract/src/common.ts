import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './limits.ts';
import { text } from './text.ts';

/**
 * An e-mail address: surrounding white space is ignored, anything else that does not
 * look like name@domain.tld (spaces included) is refused.
 */
export const EmailSchema = text(EMAIL_MAX_LENGTH, {
  invalid: 'invalidEmail',
  tooLong: 'invalidEmail',
  trim: true,
}).pipe(z.email({ error: 'invalidEmail' }));

export const SuccessSchema = z.object({ success: z.literal(true) });
/** Success, with a message in the caller's language to show. */
export const SuccessMessageSchema = z.object({ success: z.literal(true), message: z.string() });
