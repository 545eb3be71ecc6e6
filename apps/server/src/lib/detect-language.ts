import { detectAll } from 'tinyld';

/**
 * Languages told apart by their script alone when a text is too short for the statistics (a
 * name such as "김치" or "東京"): Hangul is Korean, kana is Japanese, Han characters without kana
 * are Chinese.
 */
const SCRIPTS: Array<[RegExp, string]> = [
  [/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/u, 'ko'],
  [/[\u3040-\u30ff]/u, 'ja'],
  [/\p{Script=Han}/u, 'zh-CN'],
];

/** tinyld's codes that Moim names otherwise: Chinese is written Simplified here (zh-CN). */
const MOIM_CODES: Record<string, string> = { zh: 'zh-CN' };

/** Below this share of letters a text says too little to be given a language (a price, an emoji). */
const MIN_LETTERS = 2;

/**
 * The language a text is written in (an ISO 639-1 code, `zh-CN` for Chinese), found offline; null
 * when the text says too little (an empty text, numbers, a single short word in a Latin script).
 * A text mixing languages gets the one most of it is written in. Plain text: rich text is read
 * without its tags (`plainText`).
 */
export function detectLanguage(text: string): string | null {
  const plain = text.trim();
  const letters = plain.match(/\p{L}/gu)?.length ?? 0;
  if (letters < MIN_LETTERS) return null;
  const [best] = detectAll(plain);
  if (best) return MOIM_CODES[best.lang] ?? best.lang;
  for (const [script, language] of SCRIPTS) if (script.test(plain)) return language;
  return null;
}
