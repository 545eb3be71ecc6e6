import { z } from 'zod';
import { CATEGORIES, EVENT_TYPES, PARTICIPANT_STATUSES } from './events.ts';
import { UserIdLookupSchema } from './auth.ts';
import { ANSWER_MAX_LENGTH } from './limits.ts';
import { recordId, text } from './text.ts';

export { CANCEL_DEADLINE_HOURS, canCancelParticipation } from './participation-rules.ts';
/**
 * Moim's addition beside a `Rejected` status: the host removed the person from a seat or the
 * waitlist, rather than turning down an application. There only when true, so a client of the
 * spec sees the spec's statuses and nothing else changes for it.
 */
const removedFlag = () => z.literal(true).optional();

/** The spec's payloads name the caller; the server uses the session and refuses another id. */
const callerUserId = () => UserIdLookupSchema.optional();

/**
 * The spec's join payload; the answer to the host's question is optional. `waitlist: true`
 * asks to be queued when a FirstCome event is full (without it a full event is refused).
 */
export const CreateParticipantInputSchema = z.object({
  eventId: recordId(),
  userId: callerUserId(),
  answer: text(ANSWER_MAX_LENGTH, { tooLong: 'answerTooLong', trim: true })
    .nullish()
    .transform((a) => a ?? ''),
  waitlist: z.boolean().optional(),
});
export type CreateParticipantInput = z.input<typeof CreateParticipantInputSchema>;

const ParticipantStatusSchema = z.enum(PARTICIPANT_STATUSES);

export const CreateParticipantResponseSchema = z.object({
  participant: z.object({
    id: z.number(),
    status: ParticipantStatusSchema,
    /** Waitlisted only: 1 for the first in line. */
    waitlistPosition: z.number().int().optional(),
  }),
  message: z.string(),
});

export const CheckParticipationQuerySchema = z.object({
  eventId: recordId(),
  userId: callerUserId(),
});
export const CheckParticipationResponseSchema = z.object({
  /** Approved, Pending or Waitlisted: the caller has something to cancel. */
  isParticipating: z.boolean(),
  status: ParticipantStatusSchema.nullable(),
  /** Waitlisted only: 1 for the first in line. */
  waitlistPosition: z.number().int().optional(),
  /** Rejected only: the host removed the caller (from a seat or the waitlist). */
  removed: removedFlag(),
  /** Whether the caller has reviewed the event. */
  hasReviewed: z.boolean(),
  /**
   * Moim's addition, for an approved guest (not the host): their own check-in code for this event
   * (decision 67), and when the host checked them in (null while not).
   */
  checkIn: z.object({ code: z.string(), checkedInAt: z.string().nullable() }).optional(),
  /**
   * Moim's addition, only when true: the caller, with no place at the event, may not join it (its
   * host blocked them, decision 72); the page shows it closed, as it shows a started one.
   */
  joinClosed: z.literal(true).optional(),
});
export type CheckParticipationResponse = z.infer<typeof CheckParticipationResponseSchema>;

/** The host's decisions on the Manage screen. */
const HOST_DECISIONS = ['Approved', 'Rejected'] as const;
export type HostDecision = (typeof HOST_DECISIONS)[number];

export const ParticipantIdParamsSchema = z.object({ participantId: recordId() });
export const UpdateParticipantStatusInputSchema = z.object({
  status: z.enum(HOST_DECISIONS, { error: 'statusInvalid' }),
  eventId: recordId(),
});
export type UpdateParticipantStatusInput = z.infer<typeof UpdateParticipantStatusInputSchema>;
export const UpdateParticipantStatusResponseSchema = z.object({
  success: z.literal(true),
  /** `removed`: the `Rejected` took someone's seat or waitlist place away. */
  participant: z.object({ id: z.number(), status: ParticipantStatusSchema, removed: removedFlag() }),
  /** Approved participants (the host included) after the change. */
  participantsCount: z.number(),
  message: z.string(),
});
export type UpdateParticipantStatusResponse = z.infer<typeof UpdateParticipantStatusResponseSchema>;

export const CancelParticipationInputSchema = z.object({
  userId: callerUserId(),
  eventId: recordId(),
});
export type CancelParticipationInput = z.infer<typeof CancelParticipationInputSchema>;
export const CancelParticipationResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** A participant as the host sees them on the Manage screen. */
const ManagedParticipantSchema = z.object({
  id: z.number(),
  status: ParticipantStatusSchema,
  /** The answer to the host's question ('' when none). */
  answer: z.string(),
  /** When they applied (ISO, UTC). */
  appliedAt: z.string(),
  isHost: z.boolean(),
  /** Waitlisted only: 1 for the first in line. */
  waitlistPosition: z.number().int().optional(),
  /** Rejected only: removed by the host from a seat or the waitlist. */
  removed: removedFlag(),
  /** When the host checked them in at the door (decision 67); null while not. */
  checkedInAt: z.string().nullable(),
  user: z.object({
    userId: z.string(),
    username: z.string(),
    profileImage: z.string().nullable(),
    /** The country's English name, as in a profile. */
    nationality: z.string().nullable(),
    /** The ISO 3166-1 alpha-2 code. */
    nationalityCode: z.string().nullable(),
    age: z.number().int().nullable(),
  }),
});
export type ManagedParticipant = z.infer<typeof ManagedParticipantSchema>;

/** GET /events/getEventForPending/{eventId}: the event and everyone who applied, in order of application. */
export const PendingEventSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.enum(CATEGORIES),
  type: z.enum(EVENT_TYPES),
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  location: z.string(),
  mainImage: z.string(),
  question: z.string().nullable(),
  minParticipants: z.number(),
  maxParticipants: z.number(),
  /** Approved participants, the host included. */
  participantsCount: z.number(),
  participants: z.array(ManagedParticipantSchema),
});
export type PendingEvent = z.infer<typeof PendingEventSchema>;
