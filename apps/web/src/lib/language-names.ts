// Names of the languages an event is held in, in the reader's language, from the browser's own
// data (Intl.DisplayNames): no table of names to keep, and every language reads its own way.

const displayNames = new Map<string, Intl.DisplayNames>();
const listFormats = new Map<string, Intl.ListFormat>();

/**
 * A language's name in the reader's language: en "Korean", ko "한국어", ja "韓国語", for "ko".
 * The code itself when the browser has no name for it.
 */
export function languageName(code: string, locale: string): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    displayNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code; // not a language tag at all
  }
}

/** Languages' names as one phrase: en "English and Korean", ko "영어 및 한국어", ja "英語、韓国語". */
export function languageList(codes: readonly string[], locale: string): string {
  let list = listFormats.get(locale);
  if (!list) {
    list = new Intl.ListFormat(locale, { type: 'conjunction' });
    listFormats.set(locale, list);
  }
  return list.format(codes.map((code) => languageName(code, locale)));
}
