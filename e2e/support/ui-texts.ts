import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from '@moim/contract/locales';
import { messages } from '@moim/contract/messages';
import type { Page } from '@playwright/test';

// What a screen must not show: a raw translation key (`detail.joinNow`, `events:post.title`), and,
// in a language other than English, an English text of the interface (the web's locale files and
// the contract's messages) that the language does not keep on purpose
// (apps/web/src/locales/same-as-english*.json, as the locales unit test reads them).

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../apps/web/src/locales');
const NAMESPACES = fs
  .readdirSync(path.join(LOCALES_DIR, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

/** Every text of a nested translation object by key path ("detail.joinNow"), plural forms included. */
function flatten(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => flatten(item, `${prefix}.${i}`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => flatten(item, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Every interface text of a language, by `namespace:key` (the contract's under `messages:`). */
function interfaceTexts(language: Locale): Map<string, string> {
  const texts = new Map<string, string>();
  for (const ns of NAMESPACES) {
    for (const [key, text] of flatten(readJson(path.join(LOCALES_DIR, language, `${ns}.json`)))) {
      texts.set(`${ns}:${key}`, text);
    }
  }
  for (const [key, text] of Object.entries(messages[language])) texts.set(`messages:${key}`, text);
  return texts;
}

/** Keys whose English text a language keeps on purpose (names, an address example). */
function keptInEnglish(language: Locale): Set<string> {
  const own = path.join(LOCALES_DIR, `same-as-english.${language}.json`);
  return new Set([
    ...(readJson(path.join(LOCALES_DIR, 'same-as-english.json')) as string[]),
    ...(fs.existsSync(own) ? (readJson(own) as string[]) : []),
  ]);
}

const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
const PLACEHOLDER = /\{\{[^}]*\}\}|\$t\([^)]*\)/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** English texts, ready to compare: exact ones, and those with placeholders as patterns. */
interface EnglishMatcher {
  exact: Map<string, string>;
  patterns: { key: string; pattern: RegExp }[];
}

function englishMatcher(language: Locale): EnglishMatcher {
  const kept = keptInEnglish(language);
  // Markup of <Trans> texts ("Visit <faq>Help and FAQ</faq>.") is not in what a reader sees.
  const english = [...interfaceTexts('en')].map(([key, raw]) => [key, normalize(raw.replace(/<\/?\w+>/g, ''))]);
  // A text kept in English under one key ("English", the language's name) may show for any key.
  const keptTexts = new Set(english.filter(([key]) => kept.has(withoutPlural(key!))).map(([, text]) => text));
  const matcher: EnglishMatcher = { exact: new Map(), patterns: [] };
  for (const [key = '', text = ''] of english) {
    if (keptTexts.has(text)) continue;
    if (!/\p{L}/u.test(text.replace(PLACEHOLDER, ''))) continue;
    const parts = text.split(PLACEHOLDER);
    if (parts.length === 1) matcher.exact.set(text, key);
    else matcher.patterns.push({ key, pattern: new RegExp(`^${parts.map(escapeRegExp).join('.+?')}$`, 's') });
  }
  return matcher;
}

const matchers = new Map<Locale, EnglishMatcher>();

/** The English interface texts among `texts`, as "<key>: <text>". */
export function englishTexts(texts: string[], language: Locale): string[] {
  if (language === 'en') return [];
  let matcher = matchers.get(language);
  if (!matcher) matchers.set(language, (matcher = englishMatcher(language)));
  const found = new Set<string>();
  for (const text of texts) {
    const key = matcher.exact.get(text) ?? matcher.patterns.find((p) => p.pattern.test(text))?.key;
    if (key) found.add(`${key}: ${text}`);
  }
  return [...found];
}

/**
 * Every key path ("detail.joinNow", "events:detail.joinNow", "invalidEmail"): what i18next shows
 * for a key it cannot find. Plain words that are also keys ("brand") are left out: only paths and
 * camelCase names cannot be ordinary text.
 */
const KEYS: Set<string> = (() => {
  const keys = new Set<string>();
  for (const key of interfaceTexts('en').keys()) {
    const [ns, rest = ''] = key.split(':') as [string, string];
    for (const form of [rest, withoutPlural(rest)]) {
      keys.add(`${ns}:${form}`);
      if (/[.]|[a-z][A-Z]/.test(form)) keys.add(form);
    }
  }
  return keys;
})();
/** A namespaced key that does not exist either ("events:detail.joinNw"). */
const NAMESPACED_KEY = new RegExp(`^(${[...NAMESPACES, 'messages'].join('|')}):[\\w.-]+$`);

/** Key paths written inside a longer text: "card.category, card.type" as a list's label. */
const KEY_PATH_INSIDE = new RegExp(
  `(?:\\b(?:${[...NAMESPACES, 'messages'].join('|')}):)?[A-Za-z][\\w-]*(?:\\.[\\w-]+)+`,
  'g',
);

/**
 * The raw translation keys among `texts`: a whole text that is a key, or a key path inside one (a
 * label made of two keys). Plain words inside a text are never taken for keys.
 */
export function rawKeys(texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    if (KEYS.has(text) || NAMESPACED_KEY.test(text)) found.add(text);
    else
      for (const [path] of text.matchAll(KEY_PATH_INSIDE))
        if (KEYS.has(path) || NAMESPACED_KEY.test(path)) found.add(path);
  }
  return [...found];
}

/**
 * Everything a reader or a screen reader gets from the page: its title, each text node, the
 * text of each element that mixes text and elements (a <Trans> sentence), and the labels,
 * placeholders and titles of elements. Hidden parts count too (a closed answer is still the
 * interface); scripts and styles do not, nor content marked as another language's (`lang`).
 */
export function screenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const add = (text: string | null | undefined) => {
      const normalized = (text ?? '').replace(/\s+/g, ' ').trim();
      if (normalized) texts.add(normalized);
    };
    for (const part of document.title.split(' · ')) add(part);
    const language = document.documentElement.lang;
    /** Not the interface: code, and content marked as written in another language (a quote). */
    const skipped = (element: Element) =>
      element.closest('script, style, noscript, template') !== null ||
      (element.closest('[lang]')?.getAttribute('lang') ?? language) !== language;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !skipped(parent)) add(node.textContent);
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (skipped(element)) continue;
      const children = [...element.childNodes];
      const mixed =
        children.some((c) => c.nodeType === Node.TEXT_NODE && c.textContent?.trim()) &&
        children.some((c) => c.nodeType === Node.ELEMENT_NODE);
      if (mixed) add(element.textContent);
      for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-description', 'aria-valuetext']) {
        add(element.getAttribute(name));
      }
      if (element instanceof HTMLInputElement && ['submit', 'button', 'reset'].includes(element.type)) {
        add(element.value);
      }
    }
    return [...texts];
  });
}
