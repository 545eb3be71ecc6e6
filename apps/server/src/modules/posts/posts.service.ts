import {
  POST_SLUG_MAX_LENGTH,
  type Post,
  type PostData,
  type PostListFilters,
  type PostStatus,
  type PostSummary,
} from '@moim/contract';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { TransactionRunner } from '../../lib/unit-of-work.ts';
import { assertAdmin, assertOwnUploads, canSeeDrafts } from '../access/access.ts';
import type { Caller } from '../access/caller.ts';
import type { UploadsRepository } from '../uploads/uploads.repository.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { postContent, slugOf } from './post-content.ts';
import type { PostRow, PostsRepository } from './posts.repository.ts';

interface Repos {
  posts: PostsRepository;
  uploads: UploadsRepository;
}

/** Slugs tried with a number after the title's before giving up (`title`, `title-2`, …). */
const SLUG_ATTEMPTS = 50;

function toSummary(row: PostRow): PostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    language: row.language,
    summary: row.summary,
    coverImage: row.coverImage,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function requireAdmin(caller: Caller | null): Caller {
  if (!caller) throw new AppError('unauthorized');
  assertAdmin(caller);
  return caller;
}

export function createPostsService(deps: {
  repos: Repos;
  transaction: TransactionRunner<Repos>;
  uploads: UploadsService;
  clock: Clock;
}) {
  const { repos, transaction, uploads, clock } = deps;

  /** A post the caller may see: drafts are for admins only, and look missing to anyone else. */
  async function visiblePost(caller: Caller | null, slug: string): Promise<PostRow> {
    const row = await repos.posts.findBySlug(slug);
    if (!row || (row.status !== 'published' && !canSeeDrafts(caller))) throw new AppError('postNotFound');
    return row;
  }

  async function toPost(row: PostRow, caller: Caller | null): Promise<Post> {
    const translations = await repos.posts.translations(row, canSeeDrafts(caller));
    return { ...toSummary(row), sections: row.sections, faqs: row.faqs, links: row.links, translations };
  }

  /** The stored fields of a post from the form; refuses a publish without text. */
  async function fieldsOf(data: PostData) {
    const content = postContent(data);
    if (data.status === 'published' && !content.hasText) throw new AppError('postContentRequired');
    let translationKey: string | undefined;
    if (data.translationOf) {
      const original = await repos.posts.findBySlug(data.translationOf);
      if (!original) throw new AppError('postTranslationNotFound');
      translationKey = original.translationKey;
    }
    const { hasText: _hasText, ...stored } = content;
    return {
      fields: { ...stored, title: data.title, category: data.category, language: data.language, status: data.status },
      translationKey,
    };
  }

  /** Locks the new cover as the admin's own upload, in the transaction that attaches it. */
  async function attachCover(tx: Repos, caller: Caller, cover: string | null, current: string | null) {
    if (!cover || cover === current) return;
    assertOwnUploads([cover], await tx.uploads.lockOwned(caller.id, 'post', [cover]), 'postCoverNotUploaded');
  }

  return {
    /** A page of posts: published ones for everyone, drafts for admins. */
    async list(caller: Caller | null, filters: PostListFilters) {
      if (filters.status === 'draft') requireAdmin(caller);
      const query = filters.query?.trim().toLowerCase();
      const { rows, total } = await repos.posts.list(
        {
          status: filters.status,
          language: filters.language,
          category: filters.category,
          query: query || undefined,
          prefer: filters.language ? undefined : filters.prefer,
        },
        filters,
      );
      return { items: rows.map(toSummary), total };
    },

    async get(caller: Caller | null, slug: string): Promise<Post> {
      return toPost(await visiblePost(caller, slug), caller);
    },

    /** Stores a cover image of an admin's (the shared image pipeline). */
    async uploadCover(caller: Caller, read: () => Promise<Buffer | undefined>): Promise<string> {
      // Checked before the file is read, so nobody else's upload is even received.
      assertAdmin(caller);
      return (await uploads.saveImage(caller.id, 'post', await read())).url;
    },

    /** Saves a new post as a draft or publishes it; its slug comes from the title. */
    async create(caller: Caller, data: PostData): Promise<Post> {
      assertAdmin(caller);
      const { fields, translationKey } = await fieldsOf(data);
      const now = clock.now();
      const base = slugOf(data.title, POST_SLUG_MAX_LENGTH - 4);
      const row = await transaction(async (tx) => {
        await attachCover(tx, caller, data.coverImage, null);
        // The unique slug decides, so two posts with one title at once both get an address.
        for (let n = 1; n <= SLUG_ATTEMPTS; n++) {
          const slug = n === 1 ? base : `${base}-${n}`;
          const created = await tx.posts.insert({
            ...fields,
            slug,
            translationKey: translationKey ?? slug,
            coverImage: data.coverImage,
            authorId: caller.id,
            createdAt: now,
            updatedAt: now,
            publishedAt: data.status === 'published' ? now : null,
          });
          if (created) return created;
        }
        throw new AppError('postTitleTaken');
      });
      return toPost(row, caller);
    },

    /** Replaces a post's content; its address stays. */
    async update(caller: Caller, slug: string, data: PostData): Promise<Post> {
      assertAdmin(caller);
      const existing = await visiblePost(caller, slug);
      const { fields, translationKey } = await fieldsOf(data);
      const now = clock.now();
      const row = await transaction(async (tx) => {
        await attachCover(tx, caller, data.coverImage, existing.coverImage);
        return tx.posts.update(existing.id, {
          ...fields,
          ...(translationKey ? { translationKey } : {}),
          coverImage: data.coverImage,
          updatedAt: now,
          publishedAt: data.status === 'published' ? (existing.publishedAt ?? now) : existing.publishedAt,
        });
      });
      return toPost(row, caller);
    },

    /** Publishes or unpublishes a post (back to a draft) without touching its content. */
    async setStatus(caller: Caller, slug: string, status: PostStatus): Promise<Post> {
      assertAdmin(caller);
      const existing = await visiblePost(caller, slug);
      if (status === 'published' && !postContent(existing).hasText) throw new AppError('postContentRequired');
      const now = clock.now();
      const row = await repos.posts.update(existing.id, {
        status,
        updatedAt: now,
        publishedAt: status === 'published' ? (existing.publishedAt ?? now) : existing.publishedAt,
      });
      return toPost(row, caller);
    },
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
