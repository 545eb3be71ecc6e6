import type { PostFaq, PostLink, PostSection } from '@moim/contract';
import { plainText, sanitizeRichText } from '../../lib/sanitize.ts';

/** Characters of plain text a list shows of a post. */
const SUMMARY_LENGTH = 200;

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
export function postContent(input: { title: string; sections: PostSection[]; faqs: PostFaq[]; links: PostLink[] }) {
  const sections = input.sections
    .map((s) => ({ heading: s.heading.trim(), body: sanitizeRichText(s.body) }))
    .filter((s) => s.heading !== '' || plainText(s.body) !== '');
  const text = sections.map((s) => plainText(s.body)).join(' ');
  const summary = Array.from(text).slice(0, SUMMARY_LENGTH).join('');
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
