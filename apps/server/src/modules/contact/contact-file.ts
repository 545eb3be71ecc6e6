import { isContactFileType } from '@moim/contract';
import { fileTypeFromBuffer } from 'file-type';
import type { MailAttachment } from '../../lib/mailer.ts';
import type { ReceivedFile } from '../../plugins/uploads.ts';

/** A received file with the type its bytes show (undefined when they show none known). */
export interface SniffedFile extends ReceivedFile {
  type: { mime: string; ext: string } | undefined;
}

/** Looks at the file's bytes for its type; its name and declared type are never trusted. */
export async function sniffFile(file: ReceivedFile): Promise<SniffedFile> {
  const type = await fileTypeFromBuffer(file.data);
  return { ...file, type: type && { mime: type.mime, ext: type.ext } };
}

/** Whether the bytes are an image or a PDF, the files the contact form takes. */
export function isAcceptedContactFile(file: SniffedFile): boolean {
  return file.type !== undefined && isContactFileType(file.type.mime);
}

const NAME_MAX_LENGTH = 100;

/**
 * The file as support receives it: typed by its bytes, and named as the sender named it (without
 * folders, control or reserved characters) but with the extension its bytes call for, so a PNG
 * called `scan.pdf` arrives as `scan.png`. Undefined for a file the form does not take.
 */
export function contactAttachment(file: SniffedFile): MailAttachment | undefined {
  if (!file.type || !isAcceptedContactFile(file)) return undefined;
  const base = (file.filename.split(/[/\\]/).at(-1) ?? '')
    .replace(/[\p{Cc}\p{Cf}"*:<>?|]/gu, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, NAME_MAX_LENGTH);
  return { filename: `${base || 'attachment'}.${file.type.ext}`, contentType: file.type.mime, content: file.data };
}
