import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Locale } from '@moim/contract';
import type { Queryable } from '../../db/client.ts';
import { events, followFanouts, follows, users } from '../../db/schema.ts';

/** A new event whose followers this transaction is telling (its job row is locked). */
export interface ClaimedFanout {
  lastFollowerId: string | null;
  event: { id: number; name: string; date: string; time: string; location: string; hostId: string };
  hostName: string;
}

/** One follower to tell, with what their mail needs. */
export interface Follower {
  id: string;
  email: string;
  username: string;
  locale: Locale;
}

export function createFollowsRepository(db: Queryable) {
  return {
    /** Adds the pair unless it is there (the primary key decides, so twice at once is one row). */
    async follow(followerId: string, hostId: string, at: Date): Promise<void> {
      await db.insert(follows).values({ followerId, hostId, createdAt: at }).onConflictDoNothing();
    },

    async unfollow(followerId: string, hostId: string): Promise<void> {
      await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.hostId, hostId)));
    },

    async followersCount(hostId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.hostId, hostId));
      return Number(row?.n ?? 0);
    },

    async isFollowing(followerId: string, hostId: string): Promise<boolean> {
      const rows = await db
        .select({ hostId: follows.hostId })
        .from(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.hostId, hostId)));
      return rows.length > 0;
    },

    /** The hosts a person follows, the latest followed first. */
    following(followerId: string) {
      return db
        .select({ id: users.id, userId: users.userId, username: users.username, profileImage: users.profileImage })
        .from(follows)
        .innerJoin(users, eq(users.id, follows.hostId))
        .where(eq(follows.followerId, followerId))
        .orderBy(desc(follows.createdAt), asc(users.userId));
    },

    /** Queues the telling of the host's followers about a new event: in the event's transaction. */
    async enqueueFanout(eventId: number, at: Date): Promise<void> {
      await db.insert(followFanouts).values({ eventId, createdAt: at }).onConflictDoNothing();
    },

    /**
     * Locks one waiting fan-out for this transaction, skipping those another transaction holds,
     * so two processes never tell the same batch; a crash rolls the lock and the batch back.
     */
    async claimFanout(): Promise<ClaimedFanout | undefined> {
      const [row] = await db
        .select({
          lastFollowerId: followFanouts.lastFollowerId,
          event: {
            id: events.id,
            name: events.name,
            date: events.date,
            time: events.time,
            location: events.location,
            hostId: events.hostId,
          },
          hostName: users.username,
        })
        .from(followFanouts)
        .innerJoin(events, eq(events.id, followFanouts.eventId))
        .innerJoin(users, eq(users.id, events.hostId))
        .orderBy(asc(followFanouts.createdAt), asc(followFanouts.eventId))
        .limit(1)
        .for('update', { of: followFanouts, skipLocked: true });
      return row;
    },

    /** The host's next followers after `afterId`, in id order. */
    nextFollowers(hostId: string, afterId: string | null, limit: number): Promise<Follower[]> {
      return db
        .select({ id: users.id, email: users.email, username: users.username, locale: users.locale })
        .from(follows)
        .innerJoin(users, eq(users.id, follows.followerId))
        .where(and(eq(follows.hostId, hostId), afterId ? gt(follows.followerId, afterId) : sql`true`))
        .orderBy(asc(follows.followerId))
        .limit(limit);
    },

    async advanceFanout(eventId: number, lastFollowerId: string): Promise<void> {
      await db.update(followFanouts).set({ lastFollowerId }).where(eq(followFanouts.eventId, eventId));
    },

    async finishFanout(eventId: number): Promise<void> {
      await db.delete(followFanouts).where(eq(followFanouts.eventId, eventId));
    },
  };
}

export type FollowsRepository = ReturnType<typeof createFollowsRepository>;
