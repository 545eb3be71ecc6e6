import { en, type MessageKey } from './en.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import type { Locale } from './locales.ts';
import { vi } from './vi.ts';
import { zhCN } from './zh-CN.ts';

export * from './locales.ts';

export type { MessageKey };
export const messages: Record<Locale, Record<MessageKey, string>> = { en, ko, 'zh-CN': zhCN, vi, ja };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** Values for a message's `{{name}}` placeholders. */
type MessageParams = Record<string, string | number>;

/**
 * The text of a message in a locale, its `{{name}}` placeholders filled from `params`; an
 * unknown key is returned unchanged.
 */
export function translateMessage(key: string, locale: Locale, params?: MessageParams): string {
  if (!isMessageKey(key)) return key;
  const text = messages[locale][key];
  return params ? text.replace(/\{\{(\w+)\}\}/g, (slot, name: string) => String(params[name] ?? slot)) : text;
}
