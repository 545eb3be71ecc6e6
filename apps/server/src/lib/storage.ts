import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export const STORAGE_FOLDERS = ['profiles', 'events', 'reviews', 'contact', 'posts'] as const;
export type StorageFolder = (typeof STORAGE_FOLDERS)[number];

/** Where uploaded files are kept. Keys are server-generated: `<folder>/<uuid>.<extension>`. */
export interface Storage {
  save(folder: StorageFolder, data: Buffer, extension: string): Promise<{ key: string; url: string }>;
  remove(key: string): Promise<void>;
  readonly root: string;
}

const EXTENSION = /^[a-z0-9]{1,10}$/;
const KEY = new RegExp(
  `^(?:${STORAGE_FOLDERS.join('|')})/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.[a-z0-9]{1,10}$`,
);

function isFolder(folder: string): folder is StorageFolder {
  return (STORAGE_FOLDERS as readonly string[]).includes(folder);
}

/** The path under which stored files are served (and which their stored URLs start with). */
export const UPLOADS_PATH = '/uploads';

/** Stores files on the local disk under `root`; they are served at `${publicPrefix}/${key}`. */
export function createLocalStorage(root: string, publicPrefix = UPLOADS_PATH): Storage {
  const resolvedRoot = path.resolve(root);
  const prefix = publicPrefix.replace(/\/+$/, '');

  /** The file of a key; refuses anything that is not exactly a key this storage makes. */
  function fileOf(key: string): string {
    if (!KEY.test(key)) {
      throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    }
    const file = path.resolve(resolvedRoot, ...key.split('/'));
    if (!file.startsWith(resolvedRoot + path.sep)) {
      throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    }
    return file;
  }

  return {
    root: resolvedRoot,

    async save(folder, data, extension) {
      if (!isFolder(folder)) {
        throw new Error(`Invalid storage folder: ${JSON.stringify(folder)}`);
      }
      const ext = extension.replace(/^\./, '').toLowerCase();
      if (!EXTENSION.test(ext)) {
        throw new Error(`Invalid file extension: ${JSON.stringify(extension)}`);
      }
      const key = `${folder}/${randomUUID()}.${ext}`;
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data, { flag: 'wx' });
      return { key, url: `${prefix}/${key}` };
    },

    async remove(key) {
      try {
        await fs.unlink(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },
  };
}
