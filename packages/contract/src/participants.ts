import { z } from 'zod';
import { UserIdLookupSchema } from './auth.ts';
import { PARTICIPANT_STATUSES } from './events.ts';
import { ANSWER_MAX_LENGTH } from './limits.ts';
import { recordId, text } from './text.ts';

/** The spec's join payload; the answer to the host's question is optional. */
export const CreateParticipantInputSchema = z.object({
  eventId: recordId(),
  userId: UserIdLookupSchema.optional(),
  answer: text(ANSWER_MAX_LENGTH, { tooLong: 'answerTooLong', trim: true })
    .nullish()
    .transform((a) => a ?? ''),
});
export type CreateParticipantInput = z.input<typeof CreateParticipantInputSchema>;

export const CreateParticipantResponseSchema = z.object({
  participant: z.object({ id: z.number(), status: z.enum(PARTICIPANT_STATUSES) }),
  message: z.string(),
});

export const CheckParticipationQuerySchema = z.object({
  eventId: recordId(),
  userId: UserIdLookupSchema.optional(),
});
export const CheckParticipationResponseSchema = z.object({
  isParticipating: z.boolean(),
  status: z.enum(PARTICIPANT_STATUSES).nullable(),
});
