import fs from 'node:fs';
import path from 'node:path';
import { EVENT_LANGUAGES } from '@moim/contract';
import { languageName } from '../lib/language-names.ts';
import { locales } from '@moim/contract/locales';
import { describe, expect, it } from 'vitest';
import { en } from '@moim/contract/messages/en';
import enCommon from './en/common.json';
import enEventList from './en/eventList.json';
import koEventList from './ko/eventList.json';
import enEvents from './en/events.json';
import koEvents from './ko/events.json';

const dir = import.meta.dirname;
const namespaces = fs.readdirSync(path.join(dir, 'en')).filter((f) => f.endsWith('.json'));

/** Every key path of a namespace; plural forms count as one key. */
function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => keys(item, `${prefix}[${i}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => keys(item, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
}

const read = (language: string, file: string) => JSON.parse(fs.readFileSync(path.join(dir, language, file), 'utf8'));

/** Every text of a namespace by key path, plural forms included. */
function texts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => texts(item, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}

const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? ''))].sort();

describe('translations', () => {
  it('has a folder of every namespace for every language, and nothing else', () => {
    expect(
      fs
        .readdirSync(dir)
        .filter((f) => !f.includes('.'))
        .sort(),
    ).toEqual([...locales].sort());
    for (const language of locales)
      expect(fs.readdirSync(path.join(dir, language)).sort()).toEqual([...namespaces].sort());
  });

  const pairs = locales.filter((l) => l !== 'en').flatMap((language) => namespaces.map((file) => [language, file]));
  it.each(pairs)('%s/%s has the keys of English, none empty, with the same placeholders', (language, file) => {
    const en = read('en', file);
    const other = read(language, file);
    expect([...new Set(keys(other))].sort()).toEqual([...new Set(keys(en))].sort());
    // A plural form may leave out {{count}} ("No matches"): the forms of a key together must use the
    // placeholders English uses, and no other.
    const byKey = (entries: [string, string][]) => {
      const map = new Map<string, Set<string>>();
      for (const [key, text] of entries) {
        const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
        const set = map.get(base) ?? new Set<string>();
        for (const name of placeholders(text)) set.add(name);
        map.set(base, set);
      }
      return map;
    };
    for (const [key, text] of texts(other)) expect(text.trim(), `${key} is empty`).not.toBe('');
    const english = byKey(texts(en));
    for (const [key, names] of byKey(texts(other))) {
      expect([...names].sort(), `${language}/${file} ${key}`).toEqual([...(english.get(key) ?? [])].sort());
    }
  });

  /**
   * Texts that are the same in every language: names (the brand, languages in their own script,
   * networks) and an address example. A text without letters ("{{current}}/{{max}}") is always
   * allowed; a language may list its own exceptions in `same-as-english.<language>.json`.
   */
  const SAME_IN_EVERY_LANGUAGE = [
    'common:brand',
    'common:language.en',
    'common:language.ko',
    'common:language.zh-CN',
    'common:language.vi',
    'common:language.ja',
    'common:footer.emailPlaceholder',
    'share:whatsapp',
    'share:x',
  ];
  const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));
  it.each(locales.filter((l) => l !== 'en'))('%s translates every text (nothing left in English)', (language) => {
    const ownFile = path.join(dir, `same-as-english.${language}.json`);
    const allowed = new Set([
      ...SAME_IN_EVERY_LANGUAGE,
      ...(fs.existsSync(ownFile) ? (JSON.parse(fs.readFileSync(ownFile, 'utf8')) as string[]) : []),
    ]);
    const untranslated: string[] = [];
    for (const file of namespaces) {
      const english = new Map(texts(read('en', file)));
      for (const [key, text] of texts(read(language, file))) {
        const id = `${file.replace(/\.json$/, '')}:${key}`;
        if (text === english.get(key) && hasWords(text) && !allowed.has(id)) untranslated.push(id);
      }
    }
    expect(untranslated).toEqual([]);
  });

  // Event languages are named by Intl.DisplayNames in the reader's language, not by a table here.
  it.each(locales)('has a name of its own for every event language in %s', (locale) => {
    const names = EVENT_LANGUAGES.map((code) => languageName(code, locale));
    for (const [i, name] of names.entries()) expect(name, EVENT_LANGUAGES[i]).not.toBe(EVENT_LANGUAGES[i]);
    expect(new Set(names).size).toBe(EVENT_LANGUAGES.length);
  });

  it('names event languages the way each language does', () => {
    expect(['en', 'ko', 'zh-CN', 'vi', 'ja'].map((locale) => languageName('ko', locale))).toEqual([
      'Korean',
      '한국어',
      '韩语',
      'Tiếng Hàn',
      '韓国語',
    ]);
    expect(languageName('xx-not-a-language', 'en')).toBe('xx-not-a-language');
  });

  it('has six usage-rule sections', () => {
    expect(enEvents.rules.sections).toHaveLength(6);
    expect(koEvents.rules.sections).toHaveLength(6);
  });

  it('keeps the spec texts verbatim', () => {
    expect(enEvents.post.uploading).toBe('Uploading event... Please wait.');
    expect(enEvents.delete.processing).toBe('Processing...');
    expect(enEvents.delete.back).toBe('Cancel and go back');
    expect(enEvents.detail.joinNow).toBe('Join Now');
    expect(enEvents.detail.closed).toBe('Closed');
    expect(enEvents.detail.manage).toBe('Manage');
    expect(enEvents.detail.cancel).toBe('Cancel');
    expect(enEventList.types).toEqual({ FirstCome: 'First come', Register: 'Register' });
    expect(enEventList.list.categories).toEqual({ All: 'All' });
  });

  it('writes correctly what the spec misspells (decision record 0013)', () => {
    // One word per category, on the cards, the event page and the list filter alike.
    expect(enEventList.categories.ArtFashion).toBe('Art/Fashion');
    expect(enEventList.categories.Others).toBe('Others');
    expect(koEventList.categories.Others).toBe('기타');
    expect(enCommon.nav.signIn).toBe('Sign in');
    expect(enCommon.nav.signUp).toBe('Sign up');
    expect(en.minParticipantsZero).toBe("Minimum participants can't be 0");
  });
});
