import { z } from 'zod';
import { EmailSchema, SuccessSchema } from './common.ts';
import {
  CONTACT_FILE_MAX_BYTES,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_TITLE_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from './limits.ts';
import { text } from './text.ts';

/** The image types the site takes (JPEG, PNG, WebP, GIF, HEIC/HEIF), as their bytes name them. */
export const IMAGE_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/heic',
  'image/heif',
  'image/heic-sequence',
  'image/heif-sequence',
] as const;

/**
 * What the contact form may carry as its file: an image, or a PDF. The server decides by the
 * file's bytes; the form uses the list for its file picker and first check.
 */
export const CONTACT_FILE_TYPES = [...IMAGE_FILE_TYPES, 'application/pdf'] as const;

export function isContactFileType(type: string): boolean {
  return (CONTACT_FILE_TYPES as readonly string[]).includes(type);
}

/** Digits with an optional leading +, spaces, dashes, dots or brackets; 7 to 15 digits (E.164's most). */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(value) && digits >= 7 && digits <= 15;
}

/** The text fields of `POST /mail/contactUs` (multipart; the optional file is the part `file`). */
export const ContactInputSchema = z.object({
  title: text(CONTACT_TITLE_MAX_LENGTH, { trim: true, invalid: 'contactTitleRequired' }).min(1, {
    error: 'contactTitleRequired',
  }),
  phone: text(PHONE_MAX_LENGTH, { trim: true, invalid: 'contactPhoneRequired', tooLong: 'contactPhoneInvalid' })
    .min(1, { error: 'contactPhoneRequired' })
    // An empty value has its own message above.
    .refine((value) => value === '' || isPhoneNumber(value), { error: 'contactPhoneInvalid' }),
  /** Where the reply goes. */
  email: EmailSchema,
  message: text(CONTACT_MESSAGE_MAX_LENGTH, { trim: true, invalid: 'contactMessageRequired' }).min(1, {
    error: 'contactMessageRequired',
  }),
});
export type ContactInput = z.infer<typeof ContactInputSchema>;

/**
 * What a form can tell of a chosen file before sending it: its size, and the type the browser
 * guesses from its name (empty when it cannot; then the server's look at the bytes decides).
 */
export const ContactFileSchema = z.object({ size: z.number(), type: z.string() }).superRefine((file, ctx) => {
  if (file.type !== '' && !isContactFileType(file.type)) {
    ctx.addIssue({ code: 'custom', message: 'contactFileInvalidType', input: file });
  }
  if (file.size > CONTACT_FILE_MAX_BYTES) ctx.addIssue({ code: 'custom', message: 'contactFileTooLarge', input: file });
});

export const ContactResponseSchema = SuccessSchema;
