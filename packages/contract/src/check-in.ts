import { z } from 'zod';
import { CHECK_IN_CODE_MAX_LENGTH } from './limits.ts';
import { recordId, text } from './text.ts';

// Check-in at the door (decision 67): each approved guest has a code of their own for that event,
// shown as a QR code and as eight characters to read aloud; the host scans it, types it, or ticks
// the guest in the list.

/** The characters of a code: Crockford's base 32, without I, L, O and U, which are misheard or misread. */
export const CHECK_IN_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CHECK_IN_CODE_LENGTH = 8;

/**
 * A code as typed or read aloud, made comparable: upper case, without spaces or dashes, with the
 * letters people mistake for digits read as those digits (O → 0, I and L → 1).
 */
export function normalizeCheckInCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** A code as a guest's page shows it: two groups of four ("K7Q2 M9XD"). */
export const spacedCheckInCode = (code: string) => `${code.slice(0, 4)} ${code.slice(4)}`;

/** The path a guest's QR code holds: the host's check-in screen of the event, with the code. */
export const checkInPath = (eventId: number, code: string) => `/checkIn/${eventId}?code=${code}`;

/**
 * What a scanned QR code says: the event and the code, when it is a Moim check-in address (of
 * any origin); null for anything else.
 */
export function readCheckInScan(scanned: string): { eventId: number; code: string } | null {
  const match = /\/checkIn\/(\d{1,10})\?(?:[^#]*&)?code=([0-9A-Za-z-]{1,32})(?:[&#]|$)/.exec(scanned.trim());
  return match ? { eventId: Number(match[1]), code: normalizeCheckInCode(match[2]!) } : null;
}

/** POST /events/{id}/check-in: a guest's code (scanned or typed), or their place in the list (a tick). */
export const CheckInInputSchema = z
  .object({
    code: text(CHECK_IN_CODE_MAX_LENGTH, { tooLong: 'checkInCodeUnknown', trim: true }).optional(),
    participantId: recordId().optional(),
  })
  .refine((input) => Boolean(input.code) || input.participantId !== undefined, {
    error: 'checkInCodeRequired',
    path: ['code'],
  });
export type CheckInInput = z.input<typeof CheckInInputSchema>;

export const CheckInParamsSchema = z.object({ id: recordId(), participantId: recordId() });

const CheckInGuestSchema = z.object({
  participantId: z.number(),
  user: z.object({ userId: z.string(), username: z.string(), profileImage: z.string().nullable() }),
  /** When the host checked them in; null while they are not in. */
  checkedInAt: z.string().nullable(),
});
export type CheckInGuest = z.infer<typeof CheckInGuestSchema>;

/** GET /events/{id}/check-in (the host): the approved guests, who is in, and the count. */
export const CheckInListSchema = z.object({
  eventId: z.number(),
  name: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Guests checked in, of `total` approved guests (the host not counted). */
  checkedIn: z.number(),
  total: z.number(),
  guests: z.array(CheckInGuestSchema),
});
export type CheckInList = z.infer<typeof CheckInListSchema>;

/** A check-in or its undoing: the guest as they are now, the count, and what to say. */
export const CheckInResponseSchema = z.object({
  guest: CheckInGuestSchema,
  checkedIn: z.number(),
  total: z.number(),
  message: z.string(),
});
export type CheckInResponse = z.infer<typeof CheckInResponseSchema>;
