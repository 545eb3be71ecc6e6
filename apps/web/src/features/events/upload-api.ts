import type { ImageUrlResponse } from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import { uploadTo } from '../../lib/upload.ts';

/** Uploads one event image at once (multipart field `file`), reporting progress from 0 to 1. */
export function uploadEventImage(
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<ImageUrlResponse> {
  return uploadTo(endpoints.uploadEventImage, file, options);
}
