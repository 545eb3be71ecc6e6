import { and, asc, eq, exists, inArray, lt, not, or, sql, type SQL } from 'drizzle-orm';
import { idRuns, insertInBulk } from '../../db/bulk.ts';
import type { Queryable } from '../../db/client.ts';
import { eventImages, posts, reviewImages, uploads, users } from '../../db/schema.ts';

export type UploadRow = typeof uploads.$inferSelect;

/**
 * Every column that keeps an upload's URL. An upload that none of them names is unattached:
 * it counts against its owner's storage quota and is removed a day after it was made.
 * A feature that starts keeping upload URLs adds its column here, and
 * locks the uploads it attaches with `lockOwned` in the transaction that attaches them.
 * (events.main_image is always also event_images' position 0.)
 */
const uploadReferences = [eventImages.url, users.profileImage, reviewImages.url, posts.coverImage];

function isAttached(db: Queryable): SQL {
  return or(
    ...uploadReferences.map((column) =>
      exists(
        db
          .select({ one: sql`1` })
          .from(column.table)
          .where(eq(column, uploads.url)),
      ),
    ),
  )!;
}

export function createUploadsRepository(db: Queryable) {
  return {
    async insert(row: typeof uploads.$inferInsert): Promise<UploadRow> {
      const [created] = await db.insert(uploads).values(row).returning();
      return created!;
    },

    /**
     * The uploads among `urls` that this owner made for this purpose, locked against removal
     * until the transaction ends: call it in the transaction that attaches them.
     */
    async lockOwned(ownerId: string, purpose: UploadRow['purpose'], urls: string[]): Promise<UploadRow[]> {
      if (urls.length === 0) return [];
      return db
        .select()
        .from(uploads)
        .where(and(eq(uploads.ownerId, ownerId), eq(uploads.purpose, purpose), inArray(uploads.url, urls)))
        .for('key share');
    },

    /** Holds the account until the transaction ends, so its uploads are counted one at a time. */
    async lockOwner(ownerId: string): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('no key update');
    },

    /** Stored bytes of the owner's uploads that nothing uses. */
    async unattachedBytes(ownerId: string): Promise<number> {
      const [row] = await db
        .select({ bytes: sql<number>`coalesce(sum(${uploads.bytes}), 0)::float8` })
        .from(uploads)
        .where(and(eq(uploads.ownerId, ownerId), not(isAttached(db))));
      return row!.bytes;
    },

    /**
     * Locks up to `limit` uploads made before `createdBefore` that nothing uses, skipping any
     * another transaction holds (one being attached, or being removed by another process).
     */
    async claimUnattached(createdBefore: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(lt(uploads.createdAt, createdBefore), not(isAttached(db))))
        .orderBy(asc(uploads.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map((r) => r.id);
    },

    /**
     * Deletes those of `ids` that nothing uses, now: a statement of its own, so it sees every
     * attachment committed before the rows were locked. Returns the deleted files' keys.
     */
    async deleteUnattached(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .delete(uploads)
        .where(and(inArray(uploads.id, ids), not(isAttached(db))))
        .returning({ storageKey: uploads.storageKey });
      return rows.map((r) => r.storageKey);
    },

    async findByUrls(urls: string[]): Promise<UploadRow[]> {
      if (urls.length === 0) return [];
      return db.select().from(uploads).where(inArray(uploads.url, urls));
    },

    async deleteByUrls(urls: string[]): Promise<void> {
      if (urls.length === 0) return;
      await db.delete(uploads).where(inArray(uploads.url, urls));
    },

    /** Records many uploads at once (the seed's pictures). */
    async insertMany(rows: Array<typeof uploads.$inferInsert>): Promise<void> {
      await insertInBulk(db, uploads, rows);
    },

    /** Deletes the uploads these users made; answers their storage keys, for the files. */
    async deleteOwnedBy(ownerIds: string[]): Promise<string[]> {
      const keys: string[] = [];
      for (const run of idRuns(ownerIds)) {
        const rows = await db
          .delete(uploads)
          .where(inArray(uploads.ownerId, run))
          .returning({ storageKey: uploads.storageKey });
        keys.push(...rows.map((row) => row.storageKey));
      }
      return keys;
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
