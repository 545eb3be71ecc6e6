import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { processImage } from '../../lib/images.ts';
import { runEvery } from '../../lib/periodic.ts';
import type { Storage } from '../../lib/storage.ts';
import type { TransactionRunner } from '../../lib/unit-of-work.ts';
import type { Quotas } from '../quotas/quotas.service.ts';
import type { UploadRow, UploadsRepository } from './uploads.repository.ts';

/** What an image is for; each has its own folder and largest size. */
const imagePurposes = {
  profile: { folder: 'profiles', maxWidth: 512, maxHeight: 512 },
  event: { folder: 'events', maxWidth: 1920, maxHeight: 1920 },
  review: { folder: 'reviews', maxWidth: 1600, maxHeight: 1600 },
  post: { folder: 'posts', maxWidth: 1920, maxHeight: 1920 },
} as const satisfies Record<ImagePurpose, { folder: string; maxWidth: number; maxHeight: number }>;
export type ImagePurpose = UploadRow['purpose'];

/** An upload nothing uses is removed once it is this old. */
const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** Uploads removed per transaction. */
const REMOVAL_BATCH = 100;
/** How often the background removal runs: an unattached upload lives a day and at most this long more. */
const REMOVAL_INTERVAL_MS = 60 * 60 * 1000;

export interface StoredImage {
  url: string;
  width: number;
  height: number;
}

interface Repos {
  uploads: UploadsRepository;
}

export function createUploadsService(deps: {
  repository: UploadsRepository;
  transaction: TransactionRunner<Repos>;
  storage: Storage;
  clock: Clock;
  quotas: Quotas;
  log: FastifyBaseLogger;
}) {
  const { repository, transaction, storage, clock, quotas, log } = deps;

  /** Deletes the files of removed uploads; a file that stays behind is only wasted disk. */
  async function removeFiles(keys: string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => storage.remove(key)));
    for (const result of results) {
      if (result.status === 'rejected') log.warn({ err: result.reason }, 'an upload file could not be removed');
    }
  }

  /**
   * Removes uploads nothing has used within a day of being made, rows first, then files, a
   * batch per transaction. Safe beside other processes doing the same and beside a
   * transaction attaching one of them: either it attaches first and the upload stays, or
   * the upload is gone first and attaching it fails. Returns how many were removed.
   */
  async function removeOrphans(): Promise<number> {
    const createdBefore = new Date(clock.now().getTime() - UNATTACHED_UPLOAD_TTL_MS);
    let removed = 0;
    for (;;) {
      const { claimed, keys } = await transaction(async (tx) => {
        const ids = await tx.uploads.claimUnattached(createdBefore, REMOVAL_BATCH);
        return { claimed: ids.length, keys: await tx.uploads.deleteUnattached(ids) };
      });
      await removeFiles(keys);
      removed += keys.length;
      if (claimed < REMOVAL_BATCH) return removed;
    }
  }

  return {
    /**
     * Checks, re-encodes and stores an image, recording who uploaded it and what for. Counts
     * against the owner's hourly upload quota and the storage their unattached uploads may take.
     */
    async saveImage(ownerId: string, purpose: ImagePurpose, data: Buffer | undefined): Promise<StoredImage> {
      if (!data || data.length === 0) throw new AppError('fileMissing');
      await quotas.consume('uploads', ownerId);
      const settings = imagePurposes[purpose];
      const image = await processImage(data, { maxWidth: settings.maxWidth, maxHeight: settings.maxHeight });
      const { key, url } = await storage.save(settings.folder, image.data, 'webp');
      try {
        await transaction(async (tx) => {
          // One upload of an account at a time, so parallel uploads cannot both fit the quota.
          await tx.uploads.lockOwner(ownerId);
          const used = await tx.uploads.unattachedBytes(ownerId);
          if (used + image.data.length > quotas.unattachedUploadBytes) throw new AppError('unattachedUploadsFull');
          await tx.uploads.insert({
            ownerId,
            purpose,
            storageKey: key,
            url,
            width: image.width,
            height: image.height,
            bytes: image.data.length,
            createdAt: clock.now(),
          });
        });
      } catch (error) {
        await storage.remove(key);
        throw error;
      }
      return { url, width: image.width, height: image.height };
    },

    /** Removes stored images and their records; for files no longer referenced. */
    async removeImages(urls: string[]): Promise<void> {
      const rows = await repository.findByUrls(urls);
      await repository.deleteByUrls(rows.map((r) => r.url));
      await Promise.all(rows.map((r) => storage.remove(r.storageKey)));
    },

    removeOrphans,

    /** Runs `removeOrphans` every `intervalMs` until the returned stop is called. */
    startOrphanRemoval(intervalMs = REMOVAL_INTERVAL_MS): () => Promise<void> {
      return runEvery(intervalMs, removeOrphans, log, 'removing unattached uploads failed');
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
