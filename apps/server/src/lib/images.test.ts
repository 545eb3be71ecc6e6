import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, processImage } from './images.ts';

const background = '#c2410c';

function base(width = 64, height = 48) {
  return sharp({ create: { width, height, channels: 3, background } });
}

function isWebp(data: Buffer): boolean {
  return data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP';
}

/** A PNG chunk: length, type, data and the CRC32 of type + data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/** A tiny PNG whose header claims `width` × `height` pixels (8-bit RGB); the pixel data is nowhere near. */
function pngDeclaring(width: number, height: number): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // colour type: RGB
  ihdr.writeUInt8(0, 10); // compression
  ihdr.writeUInt8(0, 11); // filter
  ihdr.writeUInt8(0, 12); // interlace
  const idat = zlib.deflateSync(Buffer.alloc(1024));
  return Buffer.concat([signature, pngChunk('IHDR', ihdr), pngChunk('IDAT', idat), pngChunk('IEND', Buffer.alloc(0))]);
}

describe('processImage', () => {
  it.each([
    ['JPEG', () => base().jpeg().toBuffer()],
    ['PNG', () => base().png().toBuffer()],
    ['GIF', () => base().gif().toBuffer()],
    ['WebP', () => base().webp().toBuffer()],
  ])('accepts a %s and re-encodes it to WebP', async (_name, make) => {
    const out = await processImage(await make());
    expect(out.format).toBe('webp');
    expect(isWebp(out.data)).toBe(true);
    expect(out).toMatchObject({ width: 64, height: 48 });
    const metadata = await sharp(out.data).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 64, height: 48 });
  });

  it('keeps only the first frame of an animated GIF', async () => {
    // Two 64×48 frames: the first orange, the second blue.
    const frames = Buffer.alloc(64 * 96 * 3);
    for (let pixel = 0; pixel < 64 * 96; pixel++) {
      const first = pixel < 64 * 48;
      frames.set(first ? [194, 65, 12] : [0, 0, 255], pixel * 3);
    }
    const animated = await sharp(frames, { raw: { width: 64, height: 96, channels: 3, pageHeight: 48 } })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);

    const out = await processImage(animated);
    expect(out).toMatchObject({ width: 64, height: 48 });
    const metadata = await sharp(out.data).metadata();
    expect(metadata).toMatchObject({ width: 64, height: 48 });
    expect(metadata.pages ?? 1).toBe(1);
    const [red, green, blue] = (await sharp(out.data).stats()).channels.map((channel) => channel.mean);
    expect(red).toBeGreaterThan(150);
    expect(blue).toBeLessThan(60);
    expect(green).toBeLessThan(120);
  });

  it('removes EXIF and other metadata', async () => {
    const input = await base()
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret', Artist: 'someone' } } })
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const out = await processImage(input);
    const metadata = await sharp(out.data).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(out.data.includes(Buffer.from('secret'))).toBe(false);
    expect(out.data.includes(Buffer.from('someone'))).toBe(false);
  });

  it('applies the EXIF orientation before dropping it', async () => {
    const input = await base(64, 48).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);

    const out = await processImage(input);
    expect(out).toMatchObject({ width: 48, height: 64 });
    const metadata = await sharp(out.data).metadata();
    expect(metadata).toMatchObject({ width: 48, height: 64 });
    expect(metadata.orientation).toBeUndefined();
  });

  it('refuses a text file named like a photo', async () => {
    const text = Buffer.from('This is not a photo, just some text in a file called photo.jpg.\n'.repeat(10));
    await expect(processImage(text)).rejects.toMatchObject({ name: 'AppError', code: 'imageInvalidType', status: 415 });
  });

  it('refuses an empty file', async () => {
    await expect(processImage(Buffer.alloc(0))).rejects.toMatchObject({ code: 'imageInvalidType' });
  });

  it('refuses a type that is not accepted even if it is an image', async () => {
    const tiff = await base().tiff().toBuffer();
    await expect(processImage(tiff)).rejects.toMatchObject({ code: 'imageInvalidType', status: 415 });
  });

  it('lets a HEIC file through the type check and decodes it when the library can', async () => {
    // The bundled libheif has no HEVC decoder to make a real HEIC with, so relabel an AVIF
    // (same HEIF container) as HEIC: file-type then sniffs image/heic.
    const heic = await base().avif().toBuffer();
    const brands = heic.subarray(0, 32);
    let at = brands.indexOf('avif');
    heic.write('heic', at, 'latin1');
    while ((at = brands.indexOf('avif', at + 1)) !== -1) heic.write('mif1', at, 'latin1');

    const out = await processImage(heic);
    expect(isWebp(out.data)).toBe(true);
    expect(out).toMatchObject({ width: 64, height: 48 });
  });

  it('refuses AVIF, which is not one of the accepted types', async () => {
    const avif = await base().avif().toBuffer();
    await expect(processImage(avif)).rejects.toMatchObject({ code: 'imageInvalidType', status: 415 });
  });

  it('refuses a file over 5 MB before looking at it', async () => {
    expect(IMAGE_MAX_BYTES).toBe(5 * 1024 * 1024);
    const big = Buffer.alloc(6 * 1024 * 1024);
    await expect(processImage(big)).rejects.toMatchObject({ code: 'imageTooLarge', status: 413 });
  });

  it('refuses quickly an image whose header declares too many pixels', async () => {
    expect(IMAGE_MAX_PIXELS).toBe(40_000_000);
    const bomb = pngDeclaring(100_000, 100_000);
    expect(bomb.length).toBeLessThan(2_000);

    const started = performance.now();
    await expect(processImage(bomb)).rejects.toMatchObject({ code: 'imageTooManyPixels', status: 413 });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('refuses a truncated JPEG', async () => {
    const full = await sharp({
      create: { width: 256, height: 256, channels: 3, background, noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .jpeg()
      .toBuffer();
    const truncated = full.subarray(0, Math.floor(full.length / 2));
    const error: unknown = await processImage(truncated).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ name: 'AppError' });
    expect(['imageUnreadable', 'imageInvalidType']).toContain((error as { code: string }).code);
  });

  it('refuses a JPEG header followed by garbage', async () => {
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 0x42)]);
    await expect(processImage(garbage)).rejects.toMatchObject({ code: 'imageUnreadable', status: 400 });
  });

  it('shrinks to fit maxWidth / maxHeight, keeping the aspect ratio', async () => {
    const input = await base(400, 300).png().toBuffer();

    expect(await processImage(input, { maxWidth: 100 })).toMatchObject({ width: 100, height: 75 });
    expect(await processImage(input, { maxHeight: 150 })).toMatchObject({ width: 200, height: 150 });
    const boxed = await processImage(input, { maxWidth: 200, maxHeight: 200 });
    expect(boxed).toMatchObject({ width: 200, height: 150 });
    const metadata = await sharp(boxed.data).metadata();
    expect(metadata).toMatchObject({ width: 200, height: 150 });
  });

  it('never enlarges a small image', async () => {
    const input = await base(64, 48).png().toBuffer();
    expect(await processImage(input, { maxWidth: 1000, maxHeight: 1000 })).toMatchObject({ width: 64, height: 48 });
  });

  it('resizes after applying the orientation', async () => {
    const input = await base(400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await processImage(input, { maxWidth: 150 })).toMatchObject({ width: 150, height: 200 });
  });
});
