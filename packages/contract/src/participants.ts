import { z } from 'zod';
import { PARTICIPANT_STATUSES } from './events.ts';

export const ANSWER_MAX_LENGTH = 500;

/** The spec's join payload; the answer to the host's question is optional. */
export const CreateParticipantInputSchema = z.object({
  eventId: z.coerce.number().int().positive(),
  userId: z.string().optional(),
  answer: z
    .string()
    .trim()
    .max(ANSWER_MAX_LENGTH, { error: 'answerTooLong' })
    .nullish()
    .transform((a) => a ?? ''),
});
export type CreateParticipantInput = z.input<typeof CreateParticipantInputSchema>;

export const CreateParticipantResponseSchema = z.object({
  participant: z.object({ id: z.number(), status: z.enum(PARTICIPANT_STATUSES) }),
  message: z.string(),
});

export const CheckParticipationQuerySchema = z.object({
  eventId: z.coerce.number().int().positive(),
  userId: z.string().optional(),
});
export const CheckParticipationResponseSchema = z.object({
  isParticipating: z.boolean(),
  status: z.enum(PARTICIPANT_STATUSES).nullable(),
});
