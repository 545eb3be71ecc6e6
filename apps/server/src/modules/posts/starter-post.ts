import type { PostCategory, PostFaq, PostLanguage, PostLink, PostSection } from '@moim/contract';

/** One starter post in one language; posts sharing a translation key are one topic's translations. */
export interface StarterPost {
  slug: string;
  translationKey: string;
  language: PostLanguage;
  category: PostCategory;
  title: string;
  sections: PostSection[];
  faqs: PostFaq[];
  links: PostLink[];
}

/** Paragraphs of a section's body. */
export const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
/** A bulleted list in a section's body. */
export const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
