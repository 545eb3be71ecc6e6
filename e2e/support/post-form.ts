import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';

// What a spec needs to fill the post-event form: pictures to drop, and a date ahead.

/** A JPEG of one colour, as base64: a picture to post. */
export async function image(color: string) {
  const buffer = await sharp({ create: { width: 800, height: 500, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return buffer.toString('base64');
}

/** Drops files on an element the way a browser drag from the desktop does. */
export async function dropFiles(
  page: Page,
  target: Locator,
  files: Array<{ name: string; type: string; base64: string }>,
) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], f.name, { type: f.type }));
    }
    return transfer;
  }, files);
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

/** The Korea-time date two weeks from now (YYYY-MM-DD). */
export function inTwoWeeks(): string {
  const date = new Date(Date.now() + 14 * 24 * 3600 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(date);
}
