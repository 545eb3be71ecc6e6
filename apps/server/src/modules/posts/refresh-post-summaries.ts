import { postSummary } from './post-content.ts';
import type { PostsRepository } from './posts.repository.ts';

/**
 * Makes every stored post's summary again with today's rule (`postSummary`) where it differs: a
 * summary is derived from the post's sections when it is saved, so posts saved under an older
 * rule (cut mid-word, a list's items run together) would keep its faults. Nothing else of a post
 * changes. Run at start, after the migrations; once every summary is current it only reads.
 */
export async function refreshPostSummaries(repository: PostsRepository): Promise<number> {
  let changed = 0;
  for (const post of await repository.summaries()) {
    const summary = postSummary(post.sections, post.language);
    if (summary === post.summary) continue;
    await repository.setSummary(post.id, summary);
    changed++;
  }
  return changed;
}
