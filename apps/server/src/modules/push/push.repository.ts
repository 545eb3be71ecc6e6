import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { pushSubscriptions, users } from '../../db/schema.ts';

/**
 * Devices one person keeps at most: each notification is a request per device, so a script
 * registering thousands would make Moim send thousands; the oldest go first.
 */
export const PUSH_DEVICES_PER_USER = 10;

export function createPushRepository(db: Queryable) {
  return {
    /** Saves a browser's subscription for `userId`; a browser subscribed before (by anyone) is theirs now. */
    async save(row: { userId: string; endpoint: string; p256dh: string; auth: string }, at: Date): Promise<void> {
      await db
        .insert(pushSubscriptions)
        .values({ ...row, createdAt: at })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, createdAt: at },
        });
      const kept = db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, row.userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .limit(PUSH_DEVICES_PER_USER);
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, row.userId), notInArray(pushSubscriptions.id, kept)));
    },

    async remove(userId: string, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /** A subscription its push service says is gone (404 or 410). */
    async removeEndpoint(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },

    /** The subscriptions of these people, with each one's language. */
    async ofUsers(userIds: string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({
          userId: pushSubscriptions.userId,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
          locale: users.locale,
        })
        .from(pushSubscriptions)
        .innerJoin(users, eq(users.id, pushSubscriptions.userId))
        .where(inArray(pushSubscriptions.userId, userIds));
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
