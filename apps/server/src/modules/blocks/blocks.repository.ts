import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { blocks, events, users } from '../../db/schema.ts';

export function createBlocksRepository(db: Queryable) {
  return {
    /** Adds the pair unless it is there (the primary key decides, so twice at once is one row). */
    async block(blockerId: string, blockedId: string, at: Date): Promise<void> {
      await db.insert(blocks).values({ blockerId, blockedId, createdAt: at }).onConflictDoNothing();
    },

    async unblock(blockerId: string, blockedId: string): Promise<void> {
      await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
    },

    async isBlocking(blockerId: string, blockedId: string): Promise<boolean> {
      const rows = await db
        .select({ blockedId: blocks.blockedId })
        .from(blocks)
        .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
      return rows.length > 0;
    },

    /** Whether the host of the event blocks this person. */
    async hostBlocks(eventId: number, userId: string): Promise<boolean> {
      const rows = await db
        .select({ blockedId: blocks.blockedId })
        .from(blocks)
        .innerJoin(events, eq(events.hostId, blocks.blockerId))
        .where(and(eq(events.id, eventId), eq(blocks.blockedId, userId)));
      return rows.length > 0;
    },

    /** The people a person blocks, the latest blocked first. */
    blockedBy(blockerId: string) {
      return db
        .select({
          id: users.id,
          userId: users.userId,
          username: users.username,
          profileImage: users.profileImage,
          blockedAt: blocks.createdAt,
        })
        .from(blocks)
        .innerJoin(users, eq(users.id, blocks.blockedId))
        .where(eq(blocks.blockerId, blockerId))
        .orderBy(desc(blocks.createdAt), asc(users.userId));
    },

    /**
     * Of these pairs, those where either person blocks the other, as `a:b` keys in the pairs'
     * own order (one query for a whole batch of notifications).
     */
    async blockedPairs(pairs: ReadonlyArray<{ a: string; b: string }>): Promise<Set<string>> {
      if (pairs.length === 0) return new Set();
      const ids = [...new Set(pairs.flatMap(({ a, b }) => [a, b]))];
      const rows = await db
        .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
        .from(blocks)
        .where(and(inArray(blocks.blockerId, ids), inArray(blocks.blockedId, ids)));
      const found = new Set(rows.map((row) => `${row.blockerId}:${row.blockedId}`));
      return new Set(
        pairs.filter(({ a, b }) => found.has(`${a}:${b}`) || found.has(`${b}:${a}`)).map(({ a, b }) => `${a}:${b}`),
      );
    },
  };
}

export type BlocksRepository = ReturnType<typeof createBlocksRepository>;
