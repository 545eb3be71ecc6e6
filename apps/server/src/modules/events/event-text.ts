import { searchableText, searchGrams } from '../../lib/search.ts';

/** Characters of the description shown in lists. */
const SUMMARY_LENGTH = 200;

/**
 * The columns an event keeps of its name and its description's plain text, for lists and
 * search; the events service and the seed both store them so.
 */
export function eventTextColumns(name: string, descriptionText: string) {
  return {
    descriptionText,
    summary: descriptionText.slice(0, SUMMARY_LENGTH),
    searchGrams: searchGrams(searchableText(name, descriptionText)),
  };
}
