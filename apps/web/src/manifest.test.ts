import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The web app manifest makes Moim installable: it must be linked from the page and its icons must
// exist at the sizes it announces (browsers ignore an install prompt otherwise).
const webDir = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(webDir, 'public');

function pngSize(file: string): { width: number; height: number } {
  const bytes = fs.readFileSync(file);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('web app manifest', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8'));

  it('is linked from the page and matches its theme colour', () => {
    const html = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const themeColor = /<meta name="theme-color" content="([^"]+)"/.exec(html)?.[1];
    expect(manifest.theme_color).toBe(themeColor);
  });

  it('opens the home page as a standalone app', () => {
    expect(manifest).toMatchObject({ name: 'Moim', short_name: 'Moim', start_url: '/', display: 'standalone' });
  });

  it('has 192 and 512 PNG icons and a maskable one, at the sizes it announces', () => {
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
      expect(icon.type).toBe('image/png');
      const { width, height } = pngSize(path.join(publicDir, icon.src));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });
});
