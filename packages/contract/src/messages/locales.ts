/** The languages Moim speaks; loading this module loads no message texts. */
export const locales = ['en', 'ko'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

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
