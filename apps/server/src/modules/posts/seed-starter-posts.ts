import { postContent } from './post-content.ts';
import type { PostsRepository } from './posts.repository.ts';
import { STARTER_POSTS } from './starter-posts.ts';

/** The starter posts' publication dates: one a day from here, in the list's order (newest last). */
const FIRST_PUBLISHED = Date.UTC(2025, 8, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Stores the starter posts when there are no posts at all, so a fresh install has a useful
 * Living-in-Korea page and an admin's later changes (or unpublishing) are never undone.
 */
export async function seedStarterPosts(repository: PostsRepository): Promise<void> {
  if (!(await repository.isEmpty())) return;
  for (const [index, post] of STARTER_POSTS.entries()) {
    const { hasText: _hasText, ...content } = postContent(post);
    // Both languages of a topic share a day; the topics follow each other.
    const publishedAt = new Date(FIRST_PUBLISHED + Math.floor(index / 2) * DAY_MS);
    await repository.insert({
      ...content,
      slug: post.slug,
      translationKey: post.translationKey,
      language: post.language,
      category: post.category,
      status: 'published',
      title: post.title,
      coverImage: null,
      authorId: null,
      createdAt: publishedAt,
      updatedAt: publishedAt,
      publishedAt,
    });
  }
}
