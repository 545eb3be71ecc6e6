import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { createPostsRepository } from '../modules/posts/posts.repository.ts';
import { refreshPostSummaries } from '../modules/posts/refresh-post-summaries.ts';
import { seedStarterPosts } from '../modules/posts/seed-starter-posts.ts';
import { migrationsDir } from '../paths.ts';
import type { DatabaseHandle, Queryable } from './client.ts';

/** An arbitrary constant that every Moim process uses to serialise migrations on PostgreSQL. */
const MIGRATION_LOCK_ID = 727_466;

/**
 * Applies the committed migrations, then stores the starter content a fresh install needs and
 * makes the posts' summaries current; safe when several processes start together.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsDir };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
    const posts = createPostsRepository(handle.db);
    await seedStarterPosts(posts);
    await refreshPostSummaries(posts);
    return;
  }
  const client = await handle.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg(client) as unknown as NodePgDatabase, config);
    // Under the same lock, so two processes starting together store them once.
    const posts = createPostsRepository(drizzleNodePg(client) as unknown as Queryable);
    await seedStarterPosts(posts);
    await refreshPostSummaries(posts);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}
