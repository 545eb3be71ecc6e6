import fs from 'node:fs';
import path from 'node:path';

/** A file the browser should fetch with the app's entry: a module, or a style sheet. */
interface Preload {
  href: string;
  as: 'script' | 'style';
}

/** By route path, then by language: what the web build lists for its landing screens. */
export type LandingPreloads = Record<string, Record<string, Preload[]>>;

/** Written by the web build (apps/web/build/landing-preloads.ts). */
const FILE = 'landing-preloads.json';

const SAFE_HREF = /^\/[\w./-]+$/;

/** The web build's list; empty when the build has none (an older build, or API only). */
export function readLandingPreloads(webDistDir: string): LandingPreloads {
  const file = path.join(webDistDir, FILE);
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as LandingPreloads;
}

/**
 * The head's links that fetch a landing screen's code, style and texts with the entry. The
 * `crossorigin` matches the requests the app's loader makes, so the browser reuses them.
 */
export function preloadLinks(preloads: Preload[]): string {
  return preloads
    .filter((preload) => SAFE_HREF.test(preload.href))
    .map((preload) =>
      preload.as === 'script'
        ? `<link rel="modulepreload" crossorigin href="${preload.href}" />`
        : `<link rel="preload" as="style" crossorigin href="${preload.href}" />`,
    )
    .join('\n    ');
}
