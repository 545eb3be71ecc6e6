import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase, queryRows } from '../../test/test-database.ts';
import { postSummary } from './post-content.ts';
import { createPostsRepository } from './posts.repository.ts';
import { refreshPostSummaries } from './refresh-post-summaries.ts';
import { loadStarterPosts } from './starter-posts.ts';

const STARTER_POSTS = loadStarterPosts();

let db: DatabaseHandle;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const row = async (slug: string) =>
  (
    await queryRows<{ summary: string; title: string; updated_at: Date }>(
      db,
      sql`select summary, title, updated_at from posts where slug = ${slug}`,
    )
  )[0]!;

describe('refreshPostSummaries', () => {
  it('makes a summary stored under the old rule again, and leaves the rest of the post alone', async () => {
    const bank = STARTER_POSTS.find((post) => post.slug === 'opening-a-bank-account')!;
    // What an install from before stored: the first 200 characters, the list's items run together.
    const old = 'your passport and Alien Registration Card your Korean phone number (in your name, for app sign-up and';
    await db.db.execute(sql`update posts set summary = ${old}, title = 'Edited by an admin' where slug = ${bank.slug}`);
    const before = await row(bank.slug);

    expect(await refreshPostSummaries(createPostsRepository(db.db))).toBe(1);

    const after = await row(bank.slug);
    expect(after.summary).toBe(postSummary(bank.sections, bank.language));
    expect(after.summary).toMatch(/^What to bring: your passport and Alien Registration Card · /);
    expect(after).toMatchObject({ title: 'Edited by an admin', updated_at: before.updated_at });
  });

  it('writes nothing once every summary is current', async () => {
    expect(await refreshPostSummaries(createPostsRepository(db.db))).toBe(0);
  });
});
