import { postContent } from './post-content.ts';
import type { PostsRepository } from './posts.repository.ts';
import { loadStarterPosts, type StarterPost } from './starter-posts.ts';

/** The starter posts' publication dates: one topic a day from here, in the list's order (newest last). */
const FIRST_PUBLISHED = Date.UTC(2025, 8, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Stores each starter post whose slug is not taken yet, so a fresh install has a useful
 * Living-in-Korea page, an install from before a translation was added gets it, and an admin's
 * later changes (or unpublishing) are never undone: a stored slug is never written again.
 */
export async function seedStarterPosts(
  repository: PostsRepository,
  starterPosts: StarterPost[] = loadStarterPosts(),
): Promise<void> {
  const stored = new Set(await repository.slugsAmong(starterPosts.map((post) => post.slug)));
  const topics = [...new Set(starterPosts.map((post) => post.translationKey))];
  for (const post of starterPosts) {
    if (stored.has(post.slug)) continue;
    const { hasText: _hasText, ...content } = postContent(post);
    // Every language of a topic shares a day; the topics follow each other.
    const publishedAt = new Date(FIRST_PUBLISHED + topics.indexOf(post.translationKey) * DAY_MS);
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
