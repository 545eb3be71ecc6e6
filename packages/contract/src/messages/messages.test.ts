import { describe, expect, it } from 'vitest';
import { acceptedLanguages, locales, matchLocale, messages, pickLocale, translateMessage } from './index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('messages', () => {
  const keys = Object.keys(messages.en).sort() as (keyof typeof messages.en)[];

  it.each(locales)('%s has every key, none empty, with the same placeholders as English', (locale) => {
    expect(Object.keys(messages[locale]).sort()).toEqual(keys);
    for (const key of keys) {
      expect(messages[locale][key].trim(), key).not.toBe('');
      expect(placeholders(messages[locale][key]), key).toEqual(placeholders(messages.en[key]));
    }
  });

  /** Texts that are the same in every language: only names and codes. */
  const SAME_IN_EVERY_LANGUAGE = new Set(['mailStatusSubject']);
  it.each(locales.filter((l) => l !== 'en'))('%s translates every text (nothing left in English)', (locale) => {
    const untranslated = keys.filter(
      (key) => messages[locale][key] === messages.en[key] && !SAME_IN_EVERY_LANGUAGE.has(key),
    );
    expect(untranslated).toEqual([]);
  });

  it('keeps the spec texts verbatim in English', () => {
    expect(messages.en.subscriptionSuccessful).toBe('Subscription successful');
    expect(messages.en.subscriptionFailed).toBe('Subscription failed. Please try again.');
    expect(messages.en.unauthorized).toBe('Login is required.');
  });

  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ko', 'ko'],
    ['ko-KR,ko;q=0.9,en;q=0.8', 'ko'],
    ['fr-FR,ko;q=0.5', 'ko'],
    ['en-US', 'en'],
    ['ja', 'ja'],
    ['ja-JP,en;q=0.5', 'ja'],
    ['vi-VN', 'vi'],
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-Hans-SG', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['zh-TW,en;q=0.8', 'en'],
    ['en;q=0.2,ja;q=0.9', 'ja'],
    ['*', 'en'],
    ['ko;q=0', 'en'],
  ])('picks the locale of %j', (header, locale) => {
    expect(pickLocale(header)).toBe(locale);
  });

  it('falls back from Traditional to Simplified Chinese only when nothing better matches, and says so', () => {
    expect(matchLocale(['zh-TW'])).toEqual({ locale: 'zh-CN', approximate: true });
    expect(matchLocale(['zh-HK', 'ko-KR'])).toEqual({ locale: 'ko', approximate: false });
    expect(matchLocale(['zh-Hant-TW', 'fr'])).toEqual({ locale: 'zh-CN', approximate: true });
    expect(matchLocale(['zh-Hans'])).toEqual({ locale: 'zh-CN', approximate: false });
    expect(matchLocale(['vi_VN'])).toEqual({ locale: 'vi', approximate: false });
  });

  it('orders Accept-Language by weight', () => {
    expect(acceptedLanguages('en;q=0.5, ja, ko;q=0.8')).toEqual(['ja', 'ko', 'en']);
  });

  it('translates known keys and leaves other text alone', () => {
    expect(translateMessage('invalidEmail', 'ko')).toBe(messages.ko.invalidEmail);
    expect(translateMessage('not a key', 'ko')).toBe('not a key');
    expect(translateMessage('mailEventLine', 'en', { name: '{{name}} party' })).toBe('Event: {{name}} party');
  });
});
