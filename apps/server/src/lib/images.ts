import { IMAGE_FILE_TYPES } from '@moim/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from './errors.ts';

/** Largest upload accepted, in bytes. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Largest image accepted, in pixels (width × height), checked from the header before decoding. */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** WebP quality of every stored image. */
const WEBP_QUALITY = 82;

/**
 * Image types accepted, as `file-type` names them by their MIME type. HEIC/HEIF is let through
 * the sniffing; whether it decodes depends on the image library (otherwise `imageUnreadable`).
 */
const acceptedMimeTypes = new Set<string>(IMAGE_FILE_TYPES);

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
  format: 'webp';
}

export interface ProcessImageOptions {
  maxWidth?: number;
  maxHeight?: number;
}

/**
 * Checks an uploaded image and re-encodes it to WebP: the type is decided by the bytes (never the
 * file name or declared MIME type), it is auto-rotated by its EXIF orientation, all metadata
 * (EXIF, GPS, ICC…) is dropped, only the first frame of an animation is kept, and it is
 * optionally shrunk to fit `maxWidth` × `maxHeight`.
 */
export async function processImage(input: Buffer, options: ProcessImageOptions = {}): Promise<ProcessedImage> {
  if (input.length > IMAGE_MAX_BYTES) {
    throw new AppError('imageTooLarge');
  }

  const type = await fileTypeFromBuffer(input);
  if (!type || !acceptedMimeTypes.has(type.mime)) {
    throw new AppError('imageInvalidType');
  }

  try {
    let pipeline = sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, animated: false, failOn: 'error' }).autoOrient();
    if (options.maxWidth !== undefined || options.maxHeight !== undefined) {
      pipeline = pipeline.resize({
        width: options.maxWidth,
        height: options.maxHeight,
        fit: 'inside',
        withoutEnlargement: true,
      });
    }
    // Without keepMetadata()/withMetadata() sharp strips all metadata from the output.
    const { data, info } = await pipeline.webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, format: 'webp' };
  } catch (error) {
    if (error instanceof Error && /exceeds pixel limit/i.test(error.message)) {
      throw new AppError('imageTooManyPixels', { cause: error });
    }
    throw new AppError('imageUnreadable', { cause: error });
  }
}

/** JPEG quality of link-preview images. */
const PREVIEW_JPEG_QUALITY = 82;

/**
 * A link-preview image (og:image) made from a stored image: exactly `width` × `height`, cropped
 * around what draws the eye, as JPEG, the one format every link-preview crawler reads (decision
 * 0031). `input` is a stored file's bytes, already checked when it was uploaded.
 */
export async function previewImage(input: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
    .resize({ width, height, fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: PREVIEW_JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}
