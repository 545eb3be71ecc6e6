import { z } from 'zod';

export const EMAIL_MAX_LENGTH = 254;

/**
 * An e-mail address: surrounding white space is ignored, anything else that does not
 * look like name@domain.tld (spaces included) is refused.
 */
export const EmailSchema = z
  .string({ error: 'invalidEmail' })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: 'invalidEmail' })
  .pipe(z.email({ error: 'invalidEmail' }));

export const SuccessSchema = z.object({ success: z.literal(true) });
export type Success = z.infer<typeof SuccessSchema>;
