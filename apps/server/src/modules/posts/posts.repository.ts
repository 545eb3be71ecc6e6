import { and, count, countDistinct, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PostCategory, PostLanguage, PostStatus } from '@moim/contract';
import type { Queryable } from '../../db/client.ts';
import { posts } from '../../db/schema.ts';

export type PostRow = typeof posts.$inferSelect;
export type NewPostRow = typeof posts.$inferInsert;

export interface PostFilters {
  status: PostStatus;
  language?: PostLanguage;
  category?: PostCategory;
  /** Lower-cased text to find in the title and the text. */
  query?: string;
  /** One post per translation group, in this language where written (see `list`). */
  prefer?: PostLanguage;
}

function whereOf(filters: PostFilters): SQL | undefined {
  return and(
    eq(posts.status, filters.status),
    filters.language ? eq(posts.language, filters.language) : undefined,
    filters.category ? eq(posts.category, filters.category) : undefined,
    // position() rather than LIKE: the text is searched as typed, % and _ included.
    filters.query ? sql`position(${filters.query} in ${posts.searchText}) > 0` : undefined,
  );
}

export function createPostsRepository(db: Queryable) {
  return {
    /** Adds a post unless its slug is taken; undefined when it is. */
    async insert(row: NewPostRow): Promise<PostRow | undefined> {
      const [created] = await db.insert(posts).values(row).onConflictDoNothing({ target: posts.slug }).returning();
      return created;
    },

    async update(id: number, changes: Partial<NewPostRow>): Promise<PostRow> {
      const [updated] = await db.update(posts).set(changes).where(eq(posts.id, id)).returning();
      return updated!;
    },

    async findById(id: number): Promise<PostRow | undefined> {
      const [row] = await db.select().from(posts).where(eq(posts.id, id));
      return row;
    },

    async findBySlug(slug: string): Promise<PostRow | undefined> {
      const [row] = await db.select().from(posts).where(eq(posts.slug, slug));
      return row;
    },

    /**
     * A page of posts, newest published first (drafts: last changed first), and how many match.
     * With `prefer`, a translation group counts once: its post in that language where there
     * is one, else in English, else the first written.
     */
    async list(filters: PostFilters, paging: { limit: number; offset: number }) {
      const where = whereOf(filters);
      const source = filters.prefer
        ? db
            .selectDistinctOn([posts.translationKey])
            .from(posts)
            .where(where)
            .orderBy(
              posts.translationKey,
              desc(sql`${posts.language} = ${filters.prefer}`),
              desc(sql`${posts.language} = 'en'`),
              posts.createdAt,
              posts.id,
            )
            .as('preferred')
        : posts;
      const order =
        filters.status === 'published'
          ? [desc(source.publishedAt), desc(source.id)]
          : [desc(source.updatedAt), desc(source.id)];
      const counted = filters.prefer ? countDistinct(posts.translationKey) : count();
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(source)
          .where(filters.prefer ? undefined : where)
          .orderBy(...order)
          .limit(paging.limit)
          .offset(paging.offset),
        db.select({ total: counted }).from(posts).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** The other posts of a translation group, drafts only when asked. */
    async translations(post: PostRow, withDrafts: boolean) {
      return db
        .select({ slug: posts.slug, language: posts.language, title: posts.title })
        .from(posts)
        .where(
          and(
            eq(posts.translationKey, post.translationKey),
            ne(posts.id, post.id),
            withDrafts ? undefined : eq(posts.status, 'published'),
          ),
        )
        .orderBy(posts.language);
    },

    /** Every post's sections and stored summary, to make the summaries again when their rule changes. */
    async summaries(): Promise<Pick<PostRow, 'id' | 'language' | 'sections' | 'summary'>[]> {
      return db
        .select({ id: posts.id, language: posts.language, sections: posts.sections, summary: posts.summary })
        .from(posts);
    },

    /** Replaces a post's summary alone (a derived field: the post's content and dates stay). */
    async setSummary(id: number, summary: string): Promise<void> {
      await db.update(posts).set({ summary }).where(eq(posts.id, id));
    },

    /** Which of these slugs are taken. */
    async slugsAmong(slugs: string[]): Promise<string[]> {
      if (slugs.length === 0) return [];
      const rows = await db.select({ slug: posts.slug }).from(posts).where(inArray(posts.slug, slugs));
      return rows.map((row) => row.slug);
    },
  };
}

export type PostsRepository = ReturnType<typeof createPostsRepository>;
