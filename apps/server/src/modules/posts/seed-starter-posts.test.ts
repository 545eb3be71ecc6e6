import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase, queryRows } from '../../test/test-database.ts';
import { createPostsRepository } from './posts.repository.ts';
import { seedStarterPosts } from './seed-starter-posts.ts';
import { loadStarterPosts } from './starter-posts.ts';

const STARTER_POSTS = loadStarterPosts();

let db: DatabaseHandle;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const stored = () =>
  queryRows<{ slug: string; status: string; title: string }>(db, sql`select slug, status, title from posts`);

describe('seedStarterPosts', () => {
  it('adds the starter posts an install lacks and leaves the stored ones as an admin left them', async () => {
    const [first, second] = STARTER_POSTS;
    // An install from before a translation existed, where an admin has since changed a starter post.
    await db.db.execute(sql`delete from posts where slug = ${second!.slug}`);
    await db.db.execute(sql`update posts set status = 'draft', title = 'Edited' where slug = ${first!.slug}`);

    await seedStarterPosts(createPostsRepository(db.db));

    const rows = await stored();
    expect(rows.map((row) => row.slug).sort()).toEqual(STARTER_POSTS.map((post) => post.slug).sort());
    expect(rows.find((row) => row.slug === first!.slug)).toMatchObject({ status: 'draft', title: 'Edited' });
    expect(rows.find((row) => row.slug === second!.slug)).toMatchObject({ status: 'published', title: second!.title });
  });

  it('gives every language of a topic the same publication day', async () => {
    const rows = await queryRows<{ translation_key: string; days: number }>(
      db,
      sql`select translation_key, count(distinct published_at::date)::int as days from posts group by translation_key`,
    );
    expect(rows.length).toBe(new Set(STARTER_POSTS.map((post) => post.translationKey)).size);
    expect(rows.every((row) => row.days === 1)).toBe(true);
  });
});
