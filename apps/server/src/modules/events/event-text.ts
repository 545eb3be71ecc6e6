import { searchableText, searchGrams } from '../../lib/search.ts';

/** Characters of the description shown in lists. */
const SUMMARY_LENGTH = 200;

const summaryOf = (descriptionText: string) => descriptionText.slice(0, SUMMARY_LENGTH);

/** The host's second version of an event's texts (decision 77), its description as plain text. */
export interface SecondText {
  name: string;
  descriptionText: string;
}

/**
 * The columns an event keeps of its texts for lists and search: the description's first lines,
 * and what a search looks in besides the name (the host's second version too, so a reader finds
 * the event in either language). The events service and the seed both store them so.
 */
export function eventTextColumns(name: string, descriptionText: string, second?: SecondText) {
  const searched = second ? [descriptionText, second.name, second.descriptionText].join(' ') : descriptionText;
  return {
    descriptionText: searched,
    summary: summaryOf(descriptionText),
    searchGrams: searchGrams(searchableText(name, searched)),
    secondSummary: second ? summaryOf(second.descriptionText) : null,
  };
}
