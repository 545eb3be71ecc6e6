import type { PostFaq, PostLink, PostSection } from '@moim/contract';
import { plainText, plainTextLines, sanitizeRichText } from '../../lib/sanitize.ts';

/** Characters a list shows of a post at most, the closing "…" included. */
export const SUMMARY_LENGTH = 200;

/** Trailing characters a cut text drops before its "…": spaces, and punctuation that opens or separates. */
const DANGLING = /[\s\p{Ps}\p{Pi}\p{Pd}\p{Pc}\p{Po}]+$/u;

/**
 * `text` cut to at most `max` characters (counted as code points) at a word boundary, with "…":
 * between words where words have spaces, and where Chinese and Japanese allow (a word as the
 * language's segmenter knows it, else a character). Text that fits is left whole.
 */
export function excerpt(text: string, max: number, language: string): string {
  if (Array.from(text).length <= max) return text;
  let end = 0;
  let count = 0;
  for (const { index, segment } of new Intl.Segmenter(language, { granularity: 'word' }).segment(text)) {
    count += Array.from(segment).length;
    if (count > max - 1) break;
    end = index + segment.length;
  }
  // One word longer than the whole excerpt (a long address): cut inside it.
  const kept =
    end > 0
      ? text.slice(0, end)
      : Array.from(text)
          .slice(0, max - 1)
          .join('');
  return `${kept.replace(DANGLING, '')}…`;
}

/** Where a title ends before what follows it: a colon the language's way. */
const colonOf = (language: string) => (language === 'ja' || language === 'zh' ? '：' : ': ');

/** A block that ends a sentence (or introduces what follows): the next one simply follows it. */
const ENDS_SENTENCE = /[.!?。！？:：]$/u;

/**
 * The text a post's summary is made of: its sections' blocks (paragraphs, list items) in order,
 * each after the last with a space when that one ends a sentence and with " · " when it does not
 * (a list's items, not run together into one garbled sentence); a section that opens with a list
 * is introduced by its heading ("What to bring: your passport · your phone number · …").
 */
export function summaryText(sections: PostSection[], language: string): string {
  const blocks = sections.flatMap((section) => {
    const lines = plainTextLines(section.body)
      .split('\n')
      .filter((line) => line !== '');
    const opensWithList = section.heading !== '' && /^\s*<(ul|ol)[\s>]/i.test(section.body);
    return opensWithList && lines[0] ? [`${section.heading}${colonOf(language)}${lines[0]}`, ...lines.slice(1)] : lines;
  });
  return blocks.reduce(
    (text, block) => (text === '' ? block : `${text}${ENDS_SENTENCE.test(text) ? ' ' : ' · '}${block}`),
    '',
  );
}

/** A title made into an address: lower-case letters and digits (Hangul too) joined by hyphens. */
export function slugOf(title: string, maxLength: number): string {
  const slug = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return Array.from(slug).slice(0, maxLength).join('').replace(/-+$/, '') || 'post';
}

/**
 * What is stored of a post's content: section bodies through the shared rich-text allowlist,
 * empty sections left out, and the derived summary and search text.
 */
export function postContent(input: {
  title: string;
  language: string;
  sections: PostSection[];
  faqs: PostFaq[];
  links: PostLink[];
}) {
  const sections = input.sections
    .map((s) => ({ heading: s.heading.trim(), body: sanitizeRichText(s.body) }))
    .filter((s) => s.heading !== '' || plainText(s.body) !== '');
  const text = sections.map((s) => plainText(s.body)).join(' ');
  const summary = postSummary(sections, input.language);
  const searchText = [
    input.title,
    ...sections.map((s) => s.heading),
    text,
    ...input.faqs.flatMap((f) => [f.question, f.answer]),
  ]
    .join(' ')
    .toLowerCase();
  return { sections, faqs: input.faqs, links: input.links, summary, searchText, hasText: text.trim() !== '' };
}

/** What a list shows of a post: the start of its text, cut at a word with "…" (see `excerpt`). */
export function postSummary(sections: PostSection[], language: string): string {
  return excerpt(summaryText(sections, language), SUMMARY_LENGTH, language);
}
