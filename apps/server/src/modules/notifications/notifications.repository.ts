import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ChannelChoice, NotificationKind } from '@moim/contract';
import type { Queryable } from '../../db/client.ts';
import { groupedUnread, notificationSettings, notifications, users } from '../../db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'count' | 'readAt' | 'updatedAt'>;
export type StoredChannels = Partial<Record<NotificationKind, Partial<ChannelChoice>>>;

export function createNotificationsRepository(db: Queryable) {
  return {
    /**
     * Stores notifications of one kind, set-based. A grouped kind with an unread one for the same
     * person and event adds to that one instead (its count, latest actor and time): the partial
     * unique index decides, so two at once still make one row. Grouped rows go one statement each,
     * as one statement may not update the same row twice.
     */
    async add(rows: NewNotification[], grouped: boolean): Promise<void> {
      if (rows.length === 0) return;
      if (!grouped) {
        // The rows as one JSON parameter: Drizzle builds an insert of many rows at up to a tenth
        // of a millisecond of CPU per row, most of a fan-out's batch (decision 71).
        await db.execute(sql`
          insert into ${notifications}
            (recipient_id, kind, event_id, event_name, actor_id, link, detail, created_at, updated_at)
          select r."recipientId", r.kind, r."eventId", r."eventName", r."actorId", r.link, r.detail,
            r."createdAt", r."createdAt"
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r("recipientId" uuid, kind text, "eventId" integer,
            "eventName" text, "actorId" uuid, link text, detail text, "createdAt" timestamptz)`);
        return;
      }
      const values = rows.map((row) => ({ ...row, updatedAt: row.createdAt }));
      for (const value of values) {
        await db
          .insert(notifications)
          .values(value)
          .onConflictDoUpdate({
            target: [notifications.recipientId, notifications.kind, notifications.eventId],
            targetWhere: groupedUnread(notifications.readAt, notifications.kind),
            set: {
              count: sql`${notifications.count} + 1`,
              actorId: sql`excluded.actor_id`,
              eventName: sql`excluded.event_name`,
              detail: sql`excluded.detail`,
              updatedAt: sql`excluded.updated_at`,
            },
          });
      }
    },

    /** A page of a person's notifications, newest first, with the actor's public names. */
    async list(recipientId: string, paging: { limit: number; offset: number }) {
      return db
        .select({
          notification: notifications,
          actor: { userId: users.userId, username: users.username },
        })
        .from(notifications)
        .leftJoin(users, eq(users.id, notifications.actorId))
        .where(eq(notifications.recipientId, recipientId))
        .orderBy(desc(notifications.updatedAt), desc(notifications.id))
        .limit(paging.limit)
        .offset(paging.offset);
    },

    async unreadCount(recipientId: string): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(notifications)
        .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.readAt)));
      return row?.count ?? 0;
    },

    /** The unread counts of several people at once (none unread: not in the map). */
    async unreadCounts(recipientIds: string[]): Promise<Map<string, number>> {
      const rows = await db
        .select({ recipientId: notifications.recipientId, count: count() })
        .from(notifications)
        .where(and(inArray(notifications.recipientId, recipientIds), isNull(notifications.readAt)))
        .groupBy(notifications.recipientId);
      return new Map(rows.map((row) => [row.recipientId, row.count]));
    },

    async findById(id: number): Promise<NotificationRow | undefined> {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
      return row;
    },

    /** Marks one read (a read one keeps its first reading time). */
    async markRead(id: number, at: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
    },

    async markAllRead(recipientId: string, at: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.readAt)));
    },

    async findSettings(userId: string) {
      const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
      return row;
    },

    /** The settings rows of several people at once (those who never changed theirs have none). */
    findSettingsOf(userIds: string[]) {
      if (userIds.length === 0) return Promise.resolve([]);
      return db.select().from(notificationSettings).where(inArray(notificationSettings.userId, userIds));
    },

    /** The person's settings row, made if missing and locked for this transaction. */
    async lockSettings(userId: string, at: Date) {
      await db.insert(notificationSettings).values({ userId, channels: {}, updatedAt: at }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, userId))
        .for('update');
      return row!;
    },

    async saveSettings(userId: string, values: { channels: StoredChannels; shortReminder: boolean }, at: Date) {
      await db
        .update(notificationSettings)
        .set({ ...values, updatedAt: at })
        .where(eq(notificationSettings.userId, userId));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
