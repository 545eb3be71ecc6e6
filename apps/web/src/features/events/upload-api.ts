import type { ImageUrlResponse } from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import { uploadToEndpoint } from '../../lib/upload.ts';

/** Uploads one event image at once (multipart field `file`), reporting progress from 0 to 1. */
export function uploadEventImage(
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<ImageUrlResponse> {
  return uploadToEndpoint(endpoints.uploadEventImage, file, options);
}
