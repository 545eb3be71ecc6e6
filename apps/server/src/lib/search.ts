/** Queries shorter than this cannot use the trigram index; they use the 1- and 2-character pieces. */
const TRIGRAM_MIN_LENGTH = 3;

/** The text an event is searched by: its name and description text, lower-cased. */
export function searchableText(name: string, descriptionText: string): string {
  return `${name} ${descriptionText}`.toLowerCase();
}

/** Every distinct 1- and 2-character piece of a text (as the migration computes it in SQL). */
export function searchGrams(text: string): string[] {
  const chars = Array.from(text);
  const grams = new Set<string>();
  for (let i = 0; i < chars.length; i++) {
    grams.add(chars[i]!);
    if (i + 1 < chars.length) grams.add(chars[i]! + chars[i + 1]!);
  }
  return [...grams];
}

export function isShortQuery(query: string): boolean {
  return Array.from(query).length < TRIGRAM_MIN_LENGTH;
}
