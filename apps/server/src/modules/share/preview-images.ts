import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { previewImage } from '../../lib/images.ts';
import { UPLOADS_PATH } from '../../lib/storage.ts';

/** The size link previews show best (OpenGraph's 1.91:1). */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

const FOLDER = 'previews';
/** A preview's file name, as this module makes them (`event-7.jpg`). */
const NAME = /^[a-z]+-\d+\.jpg$/;
/** A stored upload's URL: `/uploads/<folder>/<uuid>.<extension>`. */
const STORED_IMAGE = new RegExp(`^${UPLOADS_PATH}/([a-z]+)/([0-9a-f-]{36}\\.[a-z0-9]{1,10})$`);

/**
 * Link-preview images, made once from a stored image on first use and kept beside the uploads
 * (served under /uploads/previews/), never per request. A preview belongs to what it shows (an
 * event): its name says which, so it can be removed with it.
 */
export function createPreviewImages(deps: { uploadsDir: string; log: FastifyBaseLogger }) {
  const folder = path.join(deps.uploadsDir, FOLDER);
  /** Previews being made now: a second request for one waits for the first. */
  const making = new Map<string, Promise<string | null>>();

  const fileOf = (name: string) => {
    if (!NAME.test(name)) throw new Error(`Invalid preview name: ${JSON.stringify(name)}`);
    return path.join(folder, name);
  };

  async function make(name: string, sourceUrl: string): Promise<string | null> {
    const url = `${UPLOADS_PATH}/${FOLDER}/${name}`;
    const file = fileOf(name);
    try {
      await fs.access(file);
      return url;
    } catch {
      // Not made yet.
    }
    const [, sourceFolder, sourceName] = STORED_IMAGE.exec(sourceUrl) ?? [];
    // An image this server does not store (none today) is shown as it is.
    if (!sourceFolder || !sourceName) return null;
    try {
      const data = await previewImage(
        path.join(deps.uploadsDir, sourceFolder, sourceName),
        PREVIEW_WIDTH,
        PREVIEW_HEIGHT,
      );
      await fs.mkdir(folder, { recursive: true });
      // Written aside, then renamed: a crawler never gets half a file, and two processes
      // making the same preview each put a whole one in place.
      const partial = `${file}.${randomUUID()}.partial`;
      await fs.writeFile(partial, data);
      await fs.rename(partial, file);
      return url;
    } catch (error) {
      deps.log.warn({ err: error, sourceUrl }, 'a link-preview image could not be made');
      return null;
    }
  }

  return {
    /**
     * The stored URL of preview `name`, made from the stored image `sourceUrl` if it does not
     * exist yet; null when it cannot be made (the page then shows the image itself).
     */
    ensure(name: string, sourceUrl: string): Promise<string | null> {
      const pending = making.get(name);
      if (pending) return pending;
      const made = make(name, sourceUrl).finally(() => making.delete(name));
      making.set(name, made);
      return made;
    },

    /** Removes preview `name`; one that does not exist is no error. */
    async remove(name: string): Promise<void> {
      await fs.rm(fileOf(name), { force: true });
    },
  };
}

export type PreviewImages = ReturnType<typeof createPreviewImages>;
