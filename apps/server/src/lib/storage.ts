import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Folders of uploaded files, each named by a new UUID. */
const UPLOAD_FOLDERS = ['profiles', 'events', 'reviews', 'contact', 'posts'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];
/** Every folder: the uploads' and that of files derived from them. */
const STORAGE_FOLDERS = [...UPLOAD_FOLDERS, 'previews'];

/**
 * Where uploaded and derived files are kept: the local disk or an S3-compatible bucket, chosen
 * at start (`open-storage.ts`). Keys are `<folder>/<name>.<extension>`, made by the server: a
 * new UUID for an upload, a name that says what a derived file belongs to (`previews/event-7.jpg`).
 */
export interface Storage {
  /** Stores `data` under a new key in `folder`; `url` is where it is served. */
  save(folder: UploadFolder, data: Buffer, extension: string): Promise<{ key: string; url: string }>;
  /** Stores `data` under `key`, replacing what is there; a reader gets the old or the new file whole. */
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes stored under `key`, or undefined when there is none. */
  read(key: string): Promise<Buffer | undefined>;
  has(key: string): Promise<boolean>;
  /** Removes the file of `key`; one that does not exist is no error. */
  remove(key: string): Promise<void>;
  /** Checks at start that files can be stored (the folder exists, the bucket answers). */
  check(): Promise<void>;
  /** Lets go of connections (the app's close). */
  close(): void;
  /** How `GET /uploads/<key>` answers (`plugins/uploads.ts`). */
  readonly serving: StorageServing;
}

export type StorageServing =
  /** Files of a local folder, served by the server. */
  | { kind: 'directory'; root: string }
  /** A redirect to where the file is public (a bucket's public URL or a CDN). */
  | { kind: 'redirect'; urlOf(key: string): string }
  /** Streamed through the server from where it is stored. */
  | { kind: 'stream'; open(key: string, ifNoneMatch?: string): Promise<OpenedFile | 'not-modified' | undefined> };

/** A stored file being read, with what its answer's headers say. */
interface OpenedFile {
  body: Readable;
  contentType: string;
  contentLength: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
}

/** The storage cannot be used at start: an expected refusal, whose message says what to check. */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}

/** The path under which stored files are served (and which their stored URLs start with). */
export const UPLOADS_PATH = '/uploads';

/** Stored files never change (uploads have new names, a derived file is made once). */
export const STORED_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const EXTENSION = /^[a-z0-9]{1,10}$/;
const KEY = new RegExp(`^(?:${STORAGE_FOLDERS.join('|')})/[a-z0-9][a-z0-9-]{0,63}\\.[a-z0-9]{1,10}$`);

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** Whether `key` is one this server could have made (so never a path out of its folders). */
export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

/** Throws unless `key` is a storage key; returns it. */
export function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/** The media type a stored file is served with, by its extension. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** The stored URL of `key` (`/uploads/<key>`). */
export function urlOfKey(key: string): string {
  return `${UPLOADS_PATH}/${key}`;
}

/** The key of a stored URL, or undefined when the URL is not one of stored file. */
export function keyOfUrl(url: string): string | undefined {
  const prefix = `${UPLOADS_PATH}/`;
  if (!url.startsWith(prefix)) return undefined;
  const key = url.slice(prefix.length);
  return isStorageKey(key) ? key : undefined;
}

/** A new key in `folder`: `<folder>/<uuid>.<extension>`. */
export function newKey(folder: UploadFolder, extension: string): string {
  if (!(UPLOAD_FOLDERS as readonly string[]).includes(folder)) {
    throw new Error(`Invalid storage folder: ${JSON.stringify(folder)}`);
  }
  const ext = extension.replace(/^\./, '').toLowerCase();
  if (!EXTENSION.test(ext)) {
    throw new Error(`Invalid file extension: ${JSON.stringify(extension)}`);
  }
  return `${folder}/${randomUUID()}.${ext}`;
}

/** Stores files on the local disk under `root`. */
export function createLocalStorage(root: string): Storage {
  const resolvedRoot = path.resolve(root);

  /** The file of a key; refuses anything that is not exactly a key this storage makes. */
  function fileOf(key: string): string {
    const file = path.resolve(resolvedRoot, ...checkedKey(key).split('/'));
    if (!file.startsWith(resolvedRoot + path.sep)) {
      throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    }
    return file;
  }

  return {
    serving: { kind: 'directory', root: resolvedRoot },

    async save(folder, data, extension) {
      const key = newKey(folder, extension);
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data, { flag: 'wx' });
      return { key, url: urlOfKey(key) };
    },

    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside, then renamed: a reader never gets half a file, and two processes
      // writing the same key each put a whole one in place.
      const partial = `${file}.${randomUUID()}.partial`;
      await fs.writeFile(partial, data);
      await fs.rename(partial, file);
    },

    async read(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    async has(key) {
      try {
        return (await fs.stat(fileOf(key))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },

    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },

    async check() {
      await fs.mkdir(resolvedRoot, { recursive: true });
    },

    close() {},
  };
}
