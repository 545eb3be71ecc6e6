import type { Post, PostCategory, PostLanguage } from '@moim/contract';

/** What the create-blog form holds; the contract's PostInputSchema checks it before it is sent. */
export interface PostFormValues {
  title: string;
  category: PostCategory;
  language: PostLanguage;
  coverImage: string;
  translationOf: string;
  sections: Array<{ heading: string; body: string }>;
  faqs: Array<{ question: string; answer: string }>;
  links: Array<{ url: string; description: string }>;
}

export function emptyPost(language: PostLanguage): PostFormValues {
  return {
    title: '',
    category: 'tip',
    language,
    coverImage: '',
    translationOf: '',
    sections: [{ heading: '', body: '' }],
    faqs: [],
    links: [],
  };
}

export function formValuesOf(post: Post): PostFormValues {
  return {
    title: post.title,
    category: post.category,
    language: post.language,
    coverImage: post.coverImage ?? '',
    translationOf: '',
    sections: post.sections.length > 0 ? post.sections : [{ heading: '', body: '' }],
    faqs: post.faqs,
    links: post.links,
  };
}

/**
 * The browser's unsent copy of the form (spec: "saved temporarily"), one per post being
 * written: nothing typed is lost to a closed tab or a failed request.
 */
const storageKey = (slug: string | null) => `moim.createBlog.${slug ?? 'new'}`;

export function loadDraft(slug: string | null): PostFormValues | null {
  try {
    const raw = localStorage.getItem(storageKey(slug));
    return raw ? (JSON.parse(raw) as PostFormValues) : null;
  } catch {
    return null;
  }
}

export function keepDraft(slug: string | null, values: PostFormValues): void {
  try {
    localStorage.setItem(storageKey(slug), JSON.stringify(values));
  } catch {
    // A full or blocked storage: the form still holds the text.
  }
}

export function forgetDraft(slug: string | null): void {
  try {
    localStorage.removeItem(storageKey(slug));
  } catch {
    // Nothing kept, nothing to forget.
  }
}
