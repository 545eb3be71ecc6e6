import type { Locale } from '@moim/contract/locales';
import {
  callProvider,
  ProviderError,
  stringsOf,
  type ProviderConnection,
  type TranslationProvider,
} from './provider.ts';

/** DeepL's target codes for Moim's languages (English as American English: plain EN is deprecated). */
const TARGETS: Record<Locale, string> = { en: 'EN-US', ko: 'KO', 'zh-CN': 'ZH-HANS', vi: 'VI', ja: 'JA' };

/** A source language DeepL reads, by its code; another is left for DeepL to detect. */
const SOURCES = new Set([
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'et',
  'fi',
  'fr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'nb',
  'nl',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'tr',
  'uk',
  'vi',
  'zh',
]);

/** DeepL's keys of the free plan end in ":fx" and are served from a host of their own. */
export function deeplUrl(apiKey: string): string {
  return apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
}

/**
 * DeepL's API (v2/translate): the key in the `Authorization: DeepL-Auth-Key` header, the texts
 * as a JSON array, rich text with `tag_handling: html` so the tags stay where they were. 456 is
 * its answer when the account's characters for the period are used up.
 */
export function createDeeplProvider(
  settings: { apiKey: string; url?: string },
  connection: ProviderConnection = {},
): TranslationProvider {
  const endpoint = new URL('/v2/translate', settings.url ?? deeplUrl(settings.apiKey));
  return {
    name: 'deepl',
    async translate({ texts, from, to, format }) {
      const source = from?.split('-')[0];
      const body = {
        text: texts,
        target_lang: TARGETS[to],
        ...(source && SOURCES.has(source) ? { source_lang: source.toUpperCase() } : {}),
        ...(format === 'html' ? { tag_handling: 'html' } : {}),
      };
      const answer = await callProvider(
        'DeepL',
        endpoint,
        {
          headers: { authorization: `DeepL-Auth-Key ${settings.apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
        connection,
        { 456: 'quotaExceeded', 400: 'unsupported' },
      );
      const translations = (answer as { translations?: unknown }).translations;
      if (!Array.isArray(translations)) throw new ProviderError('unavailable', 'DeepL answered without translations');
      return stringsOf(
        'DeepL',
        translations.map((t: { text?: unknown }) => t?.text),
        texts.length,
      );
    },
  };
}
