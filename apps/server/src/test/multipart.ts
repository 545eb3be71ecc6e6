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

/** A file part of `multipartForm`. */
export interface FormFile {
  data: Buffer;
  filename: string;
  contentType?: string;
}

/** A multipart/form-data body of text fields, in order, and optionally one file as field `file`. */
export function multipartForm(fields: Record<string, string>, file?: FormFile) {
  const boundary = '----moimform';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small real PNG of one colour. */
export function testPng(width = 32, height = 24): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer();
}

/** A small real JPEG of one colour. */
export function testJpeg(width = 64, height = 48, background = '#c2410c'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}
