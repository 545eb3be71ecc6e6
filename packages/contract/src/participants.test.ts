import { describe, expect, it } from 'vitest';
import { messages } from './messages/index.ts';
import {
  canCancelParticipation,
  CreateParticipantInputSchema,
  UpdateParticipantStatusInputSchema,
} from './participants.ts';

describe('participation rules', () => {
  const startsAt = '2026-03-04T03:00:00.000Z';

  it('lets a seat be given back until 24 hours before the start', () => {
    expect(canCancelParticipation(startsAt, new Date('2026-03-03T02:59:00Z'))).toBe(true);
    expect(canCancelParticipation(startsAt, new Date('2026-03-03T03:00:00Z'))).toBe(false);
    expect(canCancelParticipation(startsAt, new Date('2026-03-03T03:01:00Z'))).toBe(false);
    expect(canCancelParticipation(startsAt, new Date('2026-03-05T00:00:00Z'))).toBe(false);
    expect(messages.en.cancelTooLate).toBe('Participation cannot be cancelled within 24 hours of the event.');
  });

  it("reads the spec's join payload, the waitlist flag optional", () => {
    expect(CreateParticipantInputSchema.parse({ eventId: '3', userId: 'mina', answer: null })).toEqual({
      eventId: 3,
      userId: 'mina',
      answer: '',
    });
    expect(CreateParticipantInputSchema.parse({ eventId: 3, waitlist: true }).waitlist).toBe(true);
    expect(CreateParticipantInputSchema.safeParse({ eventId: 2 ** 31 }).success).toBe(false);
  });

  it('lets the host decide Approved or Rejected only', () => {
    expect(UpdateParticipantStatusInputSchema.parse({ status: 'Approved', eventId: 1 }).status).toBe('Approved');
    const pending = UpdateParticipantStatusInputSchema.safeParse({ status: 'Pending', eventId: 1 });
    expect(pending.error?.issues[0]?.message).toBe('statusInvalid');
    expect(messages.en.maxParticipantsReached).toBe('Maximum number of participants reached');
  });
});
