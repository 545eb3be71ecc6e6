import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const css = fs.readFileSync(path.join(import.meta.dirname, 'global.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The font families of a declaration, with the custom properties it uses written out. */
function families(value: string): string[] {
  const expanded = value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => {
    const definition = new RegExp(`${name}:\\s*([^;]+);`).exec(css);
    if (!definition) throw new Error(`${name} is not defined`);
    return families(definition[1]!).join(',');
  });
  return expanded.split(',').map((family) => family.trim().replace(/^['"]|['"]$/g, ''));
}

function stackOf(selector: string): string[] {
  const rule = new RegExp(`${selector.replace(/[()]/g, '\\$&')}\\s*\\{[^}]*font-family:\\s*([^;]+);`).exec(css);
  if (!rule) throw new Error(`no font-family for ${selector}`);
  return families(rule[1]!);
}

const CJK = /CJK|KR|JP|SC|Gothic|Hiragino|Meiryo|PingFang|YaHei/;
const firstCjk = (stack: string[]) => stack.find((family) => CJK.test(family));

describe('fonts', () => {
  it('downloads no font: system fonts only', () => {
    expect(css).not.toMatch(/@font-face|@import|url\(/i);
  });

  it.each([
    ['body', 'Noto Sans CJK KR', ['Apple SD Gothic Neo', 'Malgun Gothic', 'Hiragino Sans', 'PingFang SC']],
    [':lang(ko)', 'Noto Sans CJK KR', ['Apple SD Gothic Neo', 'Malgun Gothic']],
    [':lang(ja)', 'Noto Sans CJK JP', ['Hiragino Sans', 'Yu Gothic', 'Meiryo']],
    [':lang(zh)', 'Noto Sans CJK SC', ['PingFang SC', 'Microsoft YaHei']],
  ])('%s draws Han characters with %s first, then its system fonts', (selector, first, system) => {
    const stack = stackOf(selector);
    expect(firstCjk(stack)).toBe(first);
    for (const family of system) expect(stack).toContain(family);
    expect(stack.at(-1)).toBe('sans-serif');
  });

  it('puts fonts with all of Vietnamese’s diacritics before any CJK font, for every language', () => {
    for (const selector of ['body', ':lang(ko)', ':lang(ja)', ':lang(zh)']) {
      const stack = stackOf(selector);
      const cjk = stack.findIndex((family) => CJK.test(family));
      for (const family of ['Segoe UI', 'Roboto', 'Noto Sans']) {
        expect(stack.indexOf(family), `${selector} ${family}`).toBeGreaterThanOrEqual(0);
        expect(stack.indexOf(family), `${selector} ${family}`).toBeLessThan(cjk);
      }
    }
  });

  it('leaves system-ui out of the CJK languages (a Korean system’s would draw kanji in Korean shapes)', () => {
    for (const selector of [':lang(ko)', ':lang(ja)', ':lang(zh)'])
      expect(stackOf(selector)).not.toContain('system-ui');
  });
});
