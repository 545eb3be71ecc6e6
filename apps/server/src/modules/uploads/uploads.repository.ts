import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';

export type UploadRow = typeof uploads.$inferSelect;

export function createUploadsRepository(db: Queryable) {
  return {
    async insert(row: typeof uploads.$inferInsert): Promise<UploadRow> {
      const [created] = await db.insert(uploads).values(row).returning();
      return created!;
    },

    /** The uploads among `urls` that this owner made for this purpose. */
    async findOwned(ownerId: string, purpose: string, urls: string[]): Promise<UploadRow[]> {
      if (urls.length === 0) return [];
      return db
        .select()
        .from(uploads)
        .where(and(eq(uploads.ownerId, ownerId), eq(uploads.purpose, purpose), inArray(uploads.url, urls)));
    },

    async findByUrls(urls: string[]): Promise<UploadRow[]> {
      if (urls.length === 0) return [];
      return db.select().from(uploads).where(inArray(uploads.url, urls));
    },

    async deleteByUrls(urls: string[]): Promise<void> {
      if (urls.length === 0) return;
      await db.delete(uploads).where(inArray(uploads.url, urls));
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
