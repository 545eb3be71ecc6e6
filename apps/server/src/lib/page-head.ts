import { escapeHtml } from './html.ts';

/**
 * What a page of the web app tells link previews (KakaoTalk, Slack, WhatsApp, X: OpenGraph and
 * Twitter cards) and search engines (schema.org JSON-LD). The server writes it into index.html's
 * head, so a crawler that runs no script reads it (decision 0031).
 */
export interface PageHead {
  /** The page's own title, without the site's name. */
  title: string;
  /** Plain text, a sentence or two. */
  description: string;
  /** The page's canonical, absolute address. */
  url: string;
  /** og:type: `website`, or `article` for a post. */
  type: 'website' | 'article';
  /** An absolute image URL, best 1200×630 (then give the size). */
  image?: { url: string; alt: string; width?: number; height?: number; type?: string };
  /** schema.org data (an Event, an Article…), written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /**
   * The absolute URL of the picture the page shows largest on its first screen: the browser
   * fetches it while the app's code loads, instead of once the app has drawn the page.
   */
  preloadImage?: string;
}

const SITE_NAME = 'Moim';

/** The document title, as the web app writes it too (`<screen> · Moim`). */
const documentTitle = (title: string) => `${title} · ${SITE_NAME}`;

/**
 * JSON for a `<script>` element: `<`, `>` and `&` as `\u` escapes, so no string in it can close
 * the element or open a comment, and U+2028/U+2029 too. JSON.parse reads the same value back.
 */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A plain text cut to at most `max` characters, at a word where it can be, with an ellipsis. */
export function shortText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  if (chars.length <= max) return flat;
  const cut = chars.slice(0, max - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  // A text without spaces (Korean often has few in a long stretch) is cut where it is.
  return `${atWord.length >= cut.length / 2 ? atWord : cut}…`;
}

/** Asks the browser for a page's largest picture at once, before the app has drawn it. */
export const imagePreload = (url: string) =>
  `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high" />`;

/**
 * Asks the browser for the API answer a page's screen asks for first, while the app's code
 * loads. `use-credentials` as the app's requests (`credentials: 'include'`), so it uses this one.
 */
export const dataPreload = (url: string) =>
  `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(url)}" />`;

/** The elements of a page's head, each escaped for where it stands. */
function renderPageHead(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string | number | undefined) =>
    content === undefined ? [] : [`<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`];
  const { image } = head;
  return [
    `<title>${escapeHtml(documentTitle(head.title))}</title>`,
    ...meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    ...meta('property', 'og:site_name', SITE_NAME),
    ...meta('property', 'og:type', head.type),
    ...meta('property', 'og:title', head.title),
    ...meta('property', 'og:description', head.description),
    ...meta('property', 'og:url', head.url),
    ...(image
      ? [
          ...meta('property', 'og:image', image.url),
          ...meta('property', 'og:image:type', image.type),
          ...meta('property', 'og:image:width', image.width),
          ...meta('property', 'og:image:height', image.height),
          ...meta('property', 'og:image:alt', image.alt),
        ]
      : []),
    ...meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    ...meta('name', 'twitter:title', head.title),
    ...meta('name', 'twitter:description', head.description),
    ...(image ? [...meta('name', 'twitter:image', image.url), ...meta('name', 'twitter:image:alt', image.alt)] : []),
    ...(head.jsonLd ? [`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`] : []),
    ...(head.preloadImage ? [imagePreload(head.preloadImage)] : []),
  ].join('\n    ');
}

const OWN_TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const OWN_DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;

/** Asks search engines to leave a page out (a page of something that does not exist). */
export const NO_INDEX = '<meta name="robots" content="noindex" />';

const HTML_START_TAG = /<html\b[^>]*>/i;

/**
 * index.html in the reader's language from the first byte: `<html lang>` set, so the browser,
 * screen readers and fonts (`:lang()` in the CSS) use it before the app's script runs.
 */
export function withLanguage(indexHtml: string, lang: string): string {
  return indexHtml.replace(HTML_START_TAG, (tag) => {
    const attribute = `lang="${escapeHtml(lang)}"`;
    return /\slang\s*=/i.test(tag)
      ? tag.replace(/\slang\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/i, ` ${attribute}`)
      : tag.replace(/^<html/i, `<html ${attribute}`);
  });
}

/** index.html with `fragment` added at the end of its head. */
export function insertIntoHead(indexHtml: string, fragment: string): string {
  const end = indexHtml.search(/<\/head>/i);
  if (end >= 0) return `${indexHtml.slice(0, end)}  ${fragment}\n  ${indexHtml.slice(end)}`;
  // No head element written out: the parser opens one for elements that come before the body's.
  const doctype = /^\s*<!doctype[^>]*>/i.exec(indexHtml)?.[0] ?? '';
  return `${doctype}<head>${fragment}</head>${indexHtml.slice(doctype.length)}`;
}

/**
 * index.html with a page's head in place of its own title and description (the site's general
 * ones would contradict the page's).
 */
export function withPageHead(indexHtml: string, head: PageHead): string {
  return insertIntoHead(indexHtml.replace(OWN_TITLE, '').replace(OWN_DESCRIPTION, ''), renderPageHead(head));
}
