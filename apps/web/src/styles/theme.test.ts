import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The theme's colours (global.css) meet WCAG 2.2 AA where the screens use them together: 4.5:1
// for text, 3:1 for the edges of controls, focus rings and a rating's stars (non-text contrast).
// axe checks the text of every screen in the e2e sweep; it does not check edges and icons.

const css = fs.readFileSync(path.join(import.meta.dirname, 'global.css'), 'utf8');
const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
const variables = new Map([...root.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1]!, m[2]!]));

function colour(name: string): string {
  const value = variables.get(name);
  if (!value) throw new Error(`global.css has no colour --${name}`);
  return value;
}

/** Relative luminance (WCAG 2.2). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const surfaces = ['color-surface', 'color-surface-alt'];
const TEXT: [string, string][] = [
  ...surfaces.flatMap((s): [string, string][] => [
    ['color-text', s],
    ['color-text-muted', s],
    ['color-brand', s],
    ['color-danger', s],
    ['color-success', s],
  ]),
  ['color-text', 'color-brand-soft'],
  ['color-text-muted', 'color-brand-soft'],
  ['color-brand', 'color-brand-soft'],
  ['color-brand-strong', 'color-brand-soft'],
  ['color-surface', 'color-brand'],
  ['color-surface', 'color-brand-strong'],
  ['color-surface', 'color-danger'],
  ['color-danger', 'color-danger-soft'],
  ['color-success', 'color-success-soft'],
];
const NON_TEXT: [string, string][] = [
  ...surfaces.flatMap((s): [string, string][] => [
    ['color-control-border', s],
    ['color-focus', s],
    ['color-star', s],
    ['color-danger', s],
    ['color-brand', s],
  ]),
  ['color-control-border', 'color-brand-soft'],
];

describe('the theme', () => {
  it.each(TEXT)('--%s on --%s is readable text (4.5:1)', (text, background) => {
    expect(contrast(colour(text), colour(background))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(NON_TEXT)('--%s stands out from --%s as a control edge or an icon (3:1)', (edge, background) => {
    expect(contrast(colour(edge), colour(background))).toBeGreaterThanOrEqual(3);
  });

  it('computes contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
