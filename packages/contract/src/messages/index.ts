import { en, type MessageKey } from './en.ts';
import { ko } from './ko.ts';

export type { MessageKey };
export const locales = ['en', 'ko'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export const messages: Record<Locale, Record<MessageKey, string>> = { en, ko };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** Picks the first supported locale of an Accept-Language style value. */
export function pickLocale(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return defaultLocale;
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    const base = tag.split('-')[0];
    const found = locales.find((l) => l === base);
    if (found) return found;
  }
  return defaultLocale;
}

/** The text of a message in a locale; an unknown key is returned unchanged. */
export function translateMessage(key: string, locale: Locale): string {
  return isMessageKey(key) ? messages[locale][key] : key;
}
