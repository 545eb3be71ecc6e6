import { describe, expect, it } from 'vitest';
import { messages, pickLocale, translateMessage } from './index.ts';

describe('messages', () => {
  it('has every key in both languages, none empty', () => {
    const keys = Object.keys(messages.en).sort();
    expect(Object.keys(messages.ko).sort()).toEqual(keys);
    for (const locale of ['en', 'ko'] as const) {
      for (const key of keys) expect(messages[locale][key as keyof typeof messages.en].trim()).not.toBe('');
    }
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
    ['ja', 'en'],
  ])('picks the locale of %j', (header, locale) => {
    expect(pickLocale(header)).toBe(locale);
  });

  it('translates known keys and leaves other text alone', () => {
    expect(translateMessage('invalidEmail', 'ko')).toBe(messages.ko.invalidEmail);
    expect(translateMessage('not a key', 'ko')).toBe('not a key');
  });
});
