import type { StorageSettings } from '../config.ts';
import { createS3Storage } from './s3-storage.ts';
import { createLocalStorage, type Storage } from './storage.ts';

/** The storage the settings choose: a bucket when S3_BUCKET is set, else the disk under DATA_DIR. */
export function openStorage(settings: StorageSettings): Storage {
  return settings.kind === 's3' ? createS3Storage(settings) : createLocalStorage(settings.dir);
}
