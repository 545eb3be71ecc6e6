import type { FastifyBaseLogger } from 'fastify';
import { previewImage } from '../../lib/images.ts';
import { keyOfUrl, urlOfKey, type Storage } from '../../lib/storage.ts';

/** The size link previews show best (OpenGraph's 1.91:1). */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/** A preview's file name, as this module makes them (`event-7.jpg`). */
const NAME = /^[a-z]+-\d+\.jpg$/;

/**
 * Link-preview images, made once from a stored image on first use and kept in the storage beside
 * the uploads (served under /uploads/previews/), never per request. A preview belongs to what it
 * shows (an event): its name says which, so it can be removed with it.
 */
export function createPreviewImages(deps: { storage: Storage; log: FastifyBaseLogger }) {
  const { storage } = deps;
  /** Previews being made now: a second request for one waits for the first. */
  const making = new Map<string, Promise<string | null>>();

  const keyOf = (name: string) => {
    if (!NAME.test(name)) throw new Error(`Invalid preview name: ${JSON.stringify(name)}`);
    return `previews/${name}`;
  };

  async function make(name: string, sourceUrl: string): Promise<string | null> {
    const key = keyOf(name);
    try {
      if (await storage.has(key)) return urlOfKey(key);
      const sourceKey = keyOfUrl(sourceUrl);
      // An image this server does not store (none today) is shown as it is.
      if (!sourceKey) return null;
      const source = await storage.read(sourceKey);
      if (!source) return null;
      // Two processes making the same preview each put a whole one in place.
      await storage.put(key, await previewImage(source, PREVIEW_WIDTH, PREVIEW_HEIGHT));
      return urlOfKey(key);
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
      await storage.remove(keyOf(name));
    },
  };
}

export type PreviewImages = ReturnType<typeof createPreviewImages>;
