// The seed's event pictures: colourful gradients drawn with sharp, processed and stored like uploads.
import { CATEGORIES } from '@moim/contract';
import sharp from 'sharp';
import { processImage } from '../lib/images.ts';
import type { Storage } from '../lib/storage.ts';
import { mulberry32 } from './seed-rows.ts';

const PALETTES: Record<(typeof CATEGORIES)[number], string[]> = {
  Social: ['#f97316', '#facc15', '#fb7185', '#fde68a'],
  Learning: ['#2563eb', '#38bdf8', '#a5b4fc', '#1e3a8a'],
  Food: ['#dc2626', '#f59e0b', '#fef3c7', '#7c2d12'],
  Activities: ['#16a34a', '#84cc16', '#0ea5e9', '#14532d'],
  Trip: ['#0891b2', '#22d3ee', '#fbbf24', '#164e63'],
  Games: ['#7c3aed', '#ec4899', '#22d3ee', '#312e81'],
  'Art/Fashion': ['#db2777', '#f0abfc', '#fcd34d', '#831843'],
  Others: ['#475569', '#94a3b8', '#f472b6', '#0f172a'],
};

/** A colourful 1200×800 picture: a gradient with translucent circles, rings and bars. */
function pictureSvg(palette: string[], random: () => number): string {
  const pick = () => palette[Math.floor(random() * palette.length)]!;
  const shapes: string[] = [];
  const count = 6 + Math.floor(random() * 8);
  for (let i = 0; i < count; i++) {
    const x = Math.round(random() * 1200);
    const y = Math.round(random() * 800);
    const opacity = (0.25 + random() * 0.45).toFixed(2);
    const kind = random();
    if (kind < 0.45) {
      shapes.push(
        `<circle cx="${x}" cy="${y}" r="${40 + Math.round(random() * 220)}" fill="${pick()}" opacity="${opacity}"/>`,
      );
    } else if (kind < 0.7) {
      shapes.push(
        `<circle cx="${x}" cy="${y}" r="${60 + Math.round(random() * 160)}" fill="none" stroke="#ffffff" stroke-width="${8 + Math.round(random() * 24)}" opacity="${opacity}"/>`,
      );
    } else {
      const angle = Math.round(random() * 180);
      shapes.push(
        `<rect x="${x - 300}" y="${y - 30}" width="${300 + Math.round(random() * 500)}" height="${30 + Math.round(random() * 60)}" rx="20" fill="${pick()}" opacity="${opacity}" transform="rotate(${angle} ${x} ${y})"/>`,
      );
    }
  }
  const [from, to] = [pick(), pick()];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="800" fill="url(#g)"/>${shapes.join('')}</svg>`;
}

export interface SeedImage {
  cat: number;
  k: number;
  url: string;
  key: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * Draws, processes (like an upload) and stores `perCategory` pictures per category, a few at a
 * time. Once `signal` is aborted no more are begun; those stored are returned.
 */
export async function drawSeedImages(storage: Storage, requested: number, signal?: AbortSignal): Promise<SeedImage[]> {
  const perCategory = Math.max(1, Math.min(64, Math.floor(requested)));
  const jobs = CATEGORIES.flatMap((category, cat) =>
    Array.from({ length: perCategory }, (_, k) => ({ category, cat, k })),
  );
  const images: SeedImage[] = [];
  let next = 0;
  async function worker() {
    while (next < jobs.length && !signal?.aborted) {
      const job = jobs[next++]!;
      const random = mulberry32(job.cat * 1000 + job.k + 1);
      const jpeg = await sharp(Buffer.from(pictureSvg(PALETTES[job.category], random)))
        .jpeg({ quality: 90 })
        .toBuffer();
      const processed = await processImage(jpeg, { maxWidth: 1920, maxHeight: 1920 });
      const { key, url } = await storage.save('events', processed.data, 'webp');
      images.push({
        cat: job.cat,
        k: job.k,
        url,
        key,
        width: processed.width,
        height: processed.height,
        bytes: processed.data.length,
      });
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker));
  return images;
}
