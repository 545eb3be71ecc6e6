import type { TranslationSettings } from '../../../config.ts';
import { createDeeplProvider } from './deepl.ts';
import { createLibreTranslateProvider } from './libretranslate.ts';
import type { TranslationProvider } from './provider.ts';

/** DeepL when its key is set, else a LibreTranslate server when its URL is, else none (no Translate action). */
export function chooseTranslationProvider(
  settings: Pick<TranslationSettings, 'deepl' | 'libreTranslate'>,
): TranslationProvider | null {
  if (settings.deepl) return createDeeplProvider(settings.deepl);
  if (settings.libreTranslate) return createLibreTranslateProvider(settings.libreTranslate);
  return null;
}
