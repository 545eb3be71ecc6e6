import {
  checkInOpen,
  normalizeCheckInCode,
  type CheckInGuest,
  type CheckInList,
  type CheckInResponse,
} from '@moim/contract';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { assertHost } from '../access/access.ts';
import type { Caller } from '../access/caller.ts';
import type { CheckInCodeOf } from './check-in.codes.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import type { CheckInRepository, CheckInRow } from './check-in.repository.ts';

const toGuest = (row: CheckInRow): CheckInGuest => ({
  participantId: row.participantId,
  user: row.user,
  checkedInAt: row.checkedInAt?.toISOString() ?? null,
});

/** A check-in's answer without its notice: the guest as they are now, and the count. */
type CheckInResult = Omit<CheckInResponse, 'message'>;

/**
 * Check-in at the door (decision 67): the host, and only the host, checks their event's approved
 * guests in by code (scanned or typed) or by a tick in the list, while check-in is open.
 */
export function createCheckInService(deps: {
  repos: { events: Pick<EventsRepository, 'findFacts'>; checkIn: CheckInRepository };
  clock: Clock;
  codeOf: CheckInCodeOf;
}) {
  const { repos, clock, codeOf } = deps;

  async function hostedEvent(caller: Caller, eventId: number) {
    const event = await repos.events.findFacts(eventId);
    if (!event) throw new AppError('eventNotFound');
    assertHost(caller, event);
    return event;
  }

  async function result(eventId: number, hostId: string, participantId: number): Promise<CheckInResult> {
    const guests = await repos.checkIn.listGuests(eventId, hostId);
    const guest = guests.find((row) => row.participantId === participantId)!;
    return {
      guest: toGuest(guest),
      checkedIn: guests.filter((row) => row.checkedInAt !== null).length,
      total: guests.length,
    };
  }

  return {
    /** The host's door list: every approved guest, who is in, and how many. */
    async list(caller: Caller, eventId: number): Promise<CheckInList> {
      const event = await hostedEvent(caller, eventId);
      const guests = await repos.checkIn.listGuests(eventId, event.hostId);
      return {
        eventId: event.id,
        name: event.name,
        startsAt: event.startsAt.toISOString(),
        endsAt: event.endsAt.toISOString(),
        checkedIn: guests.filter((row) => row.checkedInAt !== null).length,
        total: guests.length,
        guests: guests.map(toGuest),
      };
    },

    /**
     * Checks a guest in by their code or their place in the list. A code of another event, of
     * someone not (or no longer) approved, or mistyped is unknown here; a second check-in is refused.
     */
    async checkIn(
      caller: Caller,
      eventId: number,
      input: { code?: string; participantId?: number },
    ): Promise<CheckInResult> {
      const event = await hostedEvent(caller, eventId);
      if (!checkInOpen(event, clock.now())) throw new AppError('checkInClosed');
      let guest: CheckInRow | undefined;
      if (input.code) {
        const code = normalizeCheckInCode(input.code);
        const guests = await repos.checkIn.listGuests(eventId, event.hostId);
        guest = guests.find((row) => codeOf(row.participantId) === code);
      } else if (input.participantId !== undefined) {
        guest = await repos.checkIn.findGuest(eventId, event.hostId, input.participantId);
      }
      if (!guest) throw new AppError('checkInCodeUnknown');
      if (!(await repos.checkIn.markIn(guest.participantId, clock.now()))) throw new AppError('checkInRepeat');
      return result(eventId, event.hostId, guest.participantId);
    },

    /** Takes a tick back (a guest checked in by mistake), while check-in is open. */
    async undo(caller: Caller, eventId: number, participantId: number): Promise<CheckInResult> {
      const event = await hostedEvent(caller, eventId);
      if (!checkInOpen(event, clock.now())) throw new AppError('checkInClosed');
      const guest = await repos.checkIn.findGuest(eventId, event.hostId, participantId);
      if (!guest) throw new AppError('checkInCodeUnknown');
      await repos.checkIn.markOut(participantId);
      return result(eventId, event.hostId, participantId);
    },
  };
}

export type CheckInService = ReturnType<typeof createCheckInService>;
