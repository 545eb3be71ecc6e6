/** What an event says of the host's own second version of its texts (decision 77). */
export interface SecondLanguageTexts {
  secondLanguage?: string;
  secondName?: string;
  secondDescription?: string;
}

/**
 * The host's own version of an event's name and description when it is in the `reader`'s
 * language, else null: a reader of that language sees it before any machine translation. Its
 * description is empty when the host wrote only the name.
 */
export function hostVersionFor(
  event: SecondLanguageTexts,
  reader: string,
): { name: string; description: string } | null {
  if (!event.secondLanguage || event.secondLanguage !== reader || !event.secondName) return null;
  return { name: event.secondName, description: event.secondDescription ?? '' };
}
