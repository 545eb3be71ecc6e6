import type { Locale } from '@moim/contract/locales';
import {
  callProvider,
  ProviderError,
  stringsOf,
  type ProviderConnection,
  type TranslationProvider,
} from './provider.ts';

/** LibreTranslate's codes for Moim's languages (Simplified Chinese is zh-Hans since its 1.6). */
const TARGETS: Record<Locale, string> = { en: 'en', ko: 'ko', 'zh-CN': 'zh-Hans', vi: 'vi', ja: 'ja' };

/**
 * A LibreTranslate server by its URL (self-hosted, or a paid instance with a key): `POST
 * /translate` with the texts as `q`, the key as `api_key` in the body, rich text with `format:
 * html`. It answers 403 to a missing or wrong key and 429 when asked too often.
 */
export function createLibreTranslateProvider(
  settings: { url: string; apiKey?: string },
  connection: ProviderConnection = {},
): TranslationProvider {
  const endpoint = new URL('translate', settings.url.endsWith('/') ? settings.url : `${settings.url}/`);
  return {
    name: 'libretranslate',
    async translate({ texts, from, to, format }) {
      const source = from ? (TARGETS[from as Locale] ?? from) : 'auto';
      const body = {
        q: texts,
        source,
        target: TARGETS[to],
        format,
        ...(settings.apiKey ? { api_key: settings.apiKey } : {}),
      };
      const answer = await callProvider(
        'LibreTranslate',
        endpoint,
        { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        connection,
        { 400: 'unsupported' },
      );
      const translated = (answer as { translatedText?: unknown }).translatedText;
      if (translated === undefined)
        throw new ProviderError('unavailable', 'LibreTranslate answered without translatedText');
      return stringsOf('LibreTranslate', translated, texts.length);
    },
  };
}
