import { en, type MessageKey } from './en.ts';
import { ko } from './ko.ts';
import type { Locale } from './locales.ts';

export * from './locales.ts';

export type { MessageKey };
export const messages: Record<Locale, Record<MessageKey, string>> = { en, ko };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** The text of a message in a locale; an unknown key is returned unchanged. */
export function translateMessage(key: string, locale: Locale): string {
  return isMessageKey(key) ? messages[locale][key] : key;
}
