import path from 'node:path';

/**
 * The server package's folder. This file sits in src/ when run from source and is bundled
 * into dist/main.js for production: both are one level below it.
 */
const serverRoot = path.resolve(import.meta.dirname, '..');
export const migrationsDir = path.join(serverRoot, 'drizzle');
/** The Living-in-Korea posts a fresh install starts with, one Markdown file per language. */
export const starterPostsDir = path.join(serverRoot, 'starter-posts');
export const defaultWebDistDir = path.resolve(serverRoot, '../web/dist');
