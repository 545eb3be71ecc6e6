import { defaultLocale, locales, type Locale } from '@moim/contract/locales';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '../locales/en/common.json';

export const LANGUAGE_STORAGE_KEY = 'moim.language';

/**
 * English `common` is in the first download; every other language and namespace loads when
 * needed: Korean's `common` with the first render in Korean, the contract's `messages` with
 * the screens that use them (see `loadMessages`).
 */
const lazyNamespaces: Record<string, () => Promise<{ default: ResourceKey }>> = {
  ...import.meta.glob<{ default: ResourceKey }>(['../locales/*/*.json', '!../locales/en/common.json']),
  'messages/en': () => import('@moim/contract/messages/en').then((m) => ({ default: m.en })),
  'messages/ko': () => import('@moim/contract/messages/ko').then((m) => ({ default: m.ko })),
};

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load =
      namespace === 'messages'
        ? lazyNamespaces[`messages/${language}`]
        : lazyNamespaces[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

function isLocale(value: string | null | undefined): value is Locale {
  return locales.some((l) => l === value);
}

function initialLanguage(): Locale {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(LANGUAGE_STORAGE_KEY) : null;
  if (isLocale(stored)) return stored;
  const browser = typeof navigator !== 'undefined' ? navigator.language.slice(0, 2).toLowerCase() : '';
  return isLocale(browser) ? browser : defaultLocale;
}

function applyDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

void i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: defaultLocale,
    supportedLngs: [...locales],
    ns: ['common'],
    defaultNS: 'common',
    partialBundledLanguages: true,
    resources: { en: { common: enCommon } },
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });

applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

/** Switches the language and remembers the choice for the next visit. */
export function changeLanguage(language: Locale): Promise<unknown> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  return i18n.changeLanguage(language);
}

export default i18n;

/** Loads the validation and error messages of the contract (namespace `messages`). */
export function loadMessages(): Promise<void> {
  return i18n.loadNamespaces('messages');
}
