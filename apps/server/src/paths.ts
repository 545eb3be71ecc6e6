import path from 'node:path';

/**
 * The server package's folder. This file sits in src/ when run from source and is bundled
 * into dist/main.js for production: both are one level below it.
 */
const serverRoot = path.resolve(import.meta.dirname, '..');
export const migrationsDir = path.join(serverRoot, 'drizzle');
export const defaultWebDistDir = path.resolve(serverRoot, '../web/dist');
