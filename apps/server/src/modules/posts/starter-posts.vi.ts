import type { StarterPost } from './starter-post.ts';

/** The starter posts in Vietnamese: translations of the English ones (same translation keys). */
export const STARTER_POSTS_VI: StarterPost[] = [];
