import type { Page } from '@playwright/test';
import sharp from 'sharp';

/** Answers every map tile with a plain one (nothing reaches the tile server) and records what was asked. */
export async function serveTiles(page: Page): Promise<string[]> {
  const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#dfe8d8' } })
    .png()
    .toBuffer();
  const asked: string[] = [];
  await page.route('https://tile.openstreetmap.org/**', async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    await route.fulfill({ status: 200, contentType: 'image/png', body: tile });
  });
  return asked;
}
