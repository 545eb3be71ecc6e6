import sharp from 'sharp';

/** A multipart/form-data body with one `file` field. */
export function multipart(file: Buffer, filename: string, contentType = 'image/jpeg') {
  const boundary = '----moimtest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small real JPEG of one colour. */
export function testJpeg(width = 64, height = 48, background = '#c2410c'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}
