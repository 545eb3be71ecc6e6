import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { processImage } from '../../lib/images.ts';
import type { Storage } from '../../lib/storage.ts';
import type { UploadsRepository } from './uploads.repository.ts';

/** What an image is for; each has its own folder and largest size. */
export const imagePurposes = {
  profile: { folder: 'profiles', maxWidth: 512, maxHeight: 512 },
  event: { folder: 'events', maxWidth: 1920, maxHeight: 1920 },
  review: { folder: 'reviews', maxWidth: 1600, maxHeight: 1600 },
} as const;
export type ImagePurpose = keyof typeof imagePurposes;

export interface StoredImage {
  url: string;
  width: number;
  height: number;
}

export function createUploadsService(deps: { repository: UploadsRepository; storage: Storage; clock: Clock }) {
  const { repository, storage, clock } = deps;
  return {
    /** Checks, re-encodes and stores an image, recording who uploaded it and what for. */
    async saveImage(ownerId: string, purpose: ImagePurpose, data: Buffer | undefined): Promise<StoredImage> {
      if (!data || data.length === 0) throw new AppError('fileMissing');
      const settings = imagePurposes[purpose];
      const image = await processImage(data, { maxWidth: settings.maxWidth, maxHeight: settings.maxHeight });
      const { key, url } = await storage.save(settings.folder, image.data, 'webp');
      try {
        await repository.insert({
          ownerId,
          purpose,
          storageKey: key,
          url,
          width: image.width,
          height: image.height,
          createdAt: clock.now(),
        });
      } catch (error) {
        await storage.remove(key);
        throw error;
      }
      return { url, width: image.width, height: image.height };
    },

    /** Of `urls`, those this owner uploaded here for this purpose. */
    async ownedUrls(ownerId: string, purpose: ImagePurpose, urls: string[]): Promise<Set<string>> {
      const rows = await repository.findOwned(ownerId, purpose, urls);
      return new Set(rows.map((r) => r.url));
    },

    /** Removes stored images and their records; for files no longer referenced. */
    async removeImages(urls: string[]): Promise<void> {
      const rows = await repository.findByUrls(urls);
      await repository.deleteByUrls(rows.map((r) => r.url));
      await Promise.all(rows.map((r) => storage.remove(r.storageKey)));
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
