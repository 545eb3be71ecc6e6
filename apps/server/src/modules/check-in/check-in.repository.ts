import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { participants, users } from '../../db/schema.ts';

/** An approved guest of an event (not its host) as the door sees them. */
export interface CheckInRow {
  participantId: number;
  checkedInAt: Date | null;
  user: { userId: string; username: string; profileImage: string | null };
}

const guestColumns = {
  participantId: participants.id,
  checkedInAt: participants.checkedInAt,
  user: { userId: users.userId, username: users.username, profileImage: users.profileImage },
};

export function createCheckInRepository(db: Queryable) {
  const guestsOf = (eventId: number, hostId: string) =>
    and(eq(participants.eventId, eventId), eq(participants.status, 'Approved'), ne(participants.userId, hostId));

  return {
    /** The event's approved guests, the host left out, by name. */
    async listGuests(eventId: number, hostId: string): Promise<CheckInRow[]> {
      return db
        .select(guestColumns)
        .from(participants)
        .innerJoin(users, eq(users.id, participants.userId))
        .where(guestsOf(eventId, hostId))
        .orderBy(asc(sql`lower(${users.username})`), asc(participants.id));
    },

    async findGuest(eventId: number, hostId: string, participantId: number): Promise<CheckInRow | undefined> {
      const [row] = await db
        .select(guestColumns)
        .from(participants)
        .innerJoin(users, eq(users.id, participants.userId))
        .where(and(guestsOf(eventId, hostId), eq(participants.id, participantId)));
      return row;
    },

    /** Checks a guest in unless they are in already (at once from two phones too): whether it did. */
    async markIn(participantId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(participants)
        .set({ checkedInAt: at })
        .where(and(eq(participants.id, participantId), isNull(participants.checkedInAt)))
        .returning({ id: participants.id });
      return rows.length > 0;
    },

    async markOut(participantId: number): Promise<void> {
      await db
        .update(participants)
        .set({ checkedInAt: null })
        .where(and(eq(participants.id, participantId), isNotNull(participants.checkedInAt)));
    },
  };
}

export type CheckInRepository = ReturnType<typeof createCheckInRepository>;
