/** The languages Moim speaks; loading this module loads no message texts. */
export const locales = ['en', 'ko', 'zh-CN', 'vi', 'ja'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** The cookie that remembers a reader's choice of language, for pages the server writes. */
export const LANGUAGE_COOKIE = 'moim_lang';

export function isLocale(value: unknown): value is Locale {
  return locales.some((l) => l === value);
}

/** The result of matching a reader's languages with Moim's. */
interface LocaleMatch {
  locale: Locale;
  /**
   * The reader asked for a language Moim lacks and gets a close one instead: Traditional Chinese
   * (zh-TW, zh-HK, zh-Hant) is answered in Simplified Chinese. The screen says so.
   */
  approximate: boolean;
}

/** Traditional Chinese tags: readable as Simplified Chinese, but not the same language. */
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)\b/;

/** The exact Moim locale of one language tag, if Moim speaks it. */
function exactLocale(tag: string): Locale | undefined {
  const [base] = tag.split('-');
  if (base === 'zh') return TRADITIONAL_CHINESE.test(tag) ? undefined : 'zh-CN';
  return locales.find((l) => l === base);
}

/**
 * Matches a list of language tags, best first (Accept-Language, `navigator.languages`), with
 * Moim's languages. The first tag Moim speaks wins; Traditional Chinese falls back to Simplified
 * Chinese only when no later tag names a language Moim speaks.
 */
export function matchLocale(tags: readonly string[]): LocaleMatch {
  const normalized = tags.map((tag) => tag.trim().toLowerCase().replace(/_/g, '-')).filter(Boolean);
  for (const tag of normalized) {
    const found = exactLocale(tag);
    if (found) return { locale: found, approximate: false };
  }
  if (normalized.some((tag) => TRADITIONAL_CHINESE.test(tag))) return { locale: 'zh-CN', approximate: true };
  return { locale: defaultLocale, approximate: false };
}

/** The language tags of an Accept-Language value, best first (by q, then by order). */
export function acceptedLanguages(acceptLanguage: string | undefined | null): string[] {
  if (!acceptLanguage) return [];
  return acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** Picks the best supported locale of an Accept-Language style value. */
export function pickLocale(acceptLanguage: string | undefined | null): Locale {
  return matchLocale(acceptedLanguages(acceptLanguage)).locale;
}
