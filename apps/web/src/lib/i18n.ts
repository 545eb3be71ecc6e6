import { defaultLocale, isLocale, LANGUAGE_COOKIE, locales, matchLocale, type Locale } from '@moim/contract/locales';
import type { MessageKey } from '@moim/contract/messages';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '../locales/en/common.json';

const LANGUAGE_STORAGE_KEY = 'moim.language';

/**
 * English `common` is in the first download; every other language and namespace loads when
 * needed: Korean's `common` with the first render in Korean, the contract's `messages` with
 * the screens that use them (see `loadMessages`). Only the reader's language is loaded: every
 * text exists in every language (a unit test checks), so no language falls back on another's,
 * except when its texts cannot be loaded (see `read`).
 */
const lazyNamespaces: Record<string, () => Promise<{ default: ResourceKey }>> = {
  ...import.meta.glob<{ default: ResourceKey }>(['../locales/*/*.json', '!../locales/en/common.json']),
  'messages/en': () => import('@moim/contract/messages/en').then((m) => ({ default: m.en })),
  'messages/ko': () => import('@moim/contract/messages/ko').then((m) => ({ default: m.ko })),
  'messages/zh-CN': () => import('@moim/contract/messages/zh-CN').then((m) => ({ default: m.zhCN })),
  'messages/vi': () => import('@moim/contract/messages/vi').then((m) => ({ default: m.vi })),
  'messages/ja': () => import('@moim/contract/messages/ja').then((m) => ({ default: m.ja })),
};

/** A namespace's texts in a language, or undefined when there is no such file. */
export function loadNamespace(language: string, namespace: string): Promise<ResourceKey> | undefined {
  if (language === defaultLocale && namespace === 'common') return Promise.resolve(enCommon);
  const load =
    namespace === 'messages'
      ? lazyNamespaces[`messages/${language}`]
      : lazyNamespaces[`../locales/${language}/${namespace}.json`];
  return load?.().then((module) => module.default);
}

/**
 * The i18n backend over a loader of namespaces. A language's texts that cannot be loaded (a chunk
 * gone after a deploy, a dropped connection) are replaced by English's, so the reader sees words
 * rather than keys.
 */
export function backendOf(load: typeof loadNamespace): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      const texts = load(language, namespace);
      if (!texts) {
        callback(null, {});
        return;
      }
      texts
        .catch((error: unknown) => {
          const english = language === defaultLocale ? undefined : load(defaultLocale, namespace);
          if (!english) throw error;
          return english;
        })
        .then(
          (loaded) => callback(null, loaded),
          (error: Error) => callback(error, false),
        );
    },
  };
}

function storedLanguage(): Locale | null {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(LANGUAGE_STORAGE_KEY) : null;
  if (isLocale(stored)) return stored;
  const cookie = typeof document !== 'undefined' ? document.cookie : '';
  const fromCookie = new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]*)`).exec(cookie)?.[1];
  return isLocale(fromCookie) ? fromCookie : null;
}

/**
 * The first visit's language, from the browser's list of preferred languages. `approximate`:
 * the reader prefers Traditional Chinese, which Moim answers in Simplified Chinese (and says so).
 */
function browserLanguage(): { locale: Locale; approximate: boolean } {
  if (typeof navigator === 'undefined') return { locale: defaultLocale, approximate: false };
  return matchLocale(navigator.languages?.length ? navigator.languages : [navigator.language ?? '']);
}

const stored = storedLanguage();
const detected = stored ? { locale: stored, approximate: false } : browserLanguage();

/** True when the language was picked as the nearest to the reader's (Traditional → Simplified Chinese). */
export const languageIsApproximate = detected.approximate;

function rememberLanguage(language: Locale): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${400 * 24 * 3600}; samesite=lax`;
}

function applyDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Settles once the reader's language has its `common` texts (at once for English, which is in
 * the first download). The app renders after it (main.tsx): a first render that suspended for
 * them above the router left the router's first screen loading for ever.
 */
export const i18nReady: Promise<unknown> = i18n
  .use(backendOf(loadNamespace))
  .use(initReactI18next)
  .init({
    lng: detected.locale,
    // No fallback language: i18next would load every namespace in English too, for every reader.
    fallbackLng: false,
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

/**
 * Switches the language and remembers the choice for the next visit (local storage, and a cookie
 * for the pages the server writes). Signed-in users' profiles follow through `useLanguageSync`.
 */
export function changeLanguage(language: Locale): Promise<unknown> {
  rememberLanguage(language);
  return i18n.changeLanguage(language);
}

export default i18n;

/** Loads the validation and error messages of the contract (namespace `messages`). */
export function loadMessages(): Promise<void> {
  return i18n.loadNamespaces('messages');
}

/**
 * Whether `code` names one of the contract's messages. Asked of the reader's own messages
 * (`loadMessages`, which every screen but the two lists loads with its code), so that no page
 * loads the contract's table of every language.
 */
export function isMessageKey(code: string): code is MessageKey {
  // A code is a plain name; `events:post.imagesUploading` is a key of another namespace.
  return /^\w+$/.test(code) && i18n.exists(code, { ns: 'messages' });
}
