import sanitizeHtml from 'sanitize-html';

/**
 * The rich-text allowlist of the product decisions: paragraphs, headings, lists, bold, italic,
 * strike, code, blockquote, line breaks, and links to http, https or mailto that open safely.
 * Everything else (scripts, event handlers, styles, images, javascript: links) is dropped.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    's',
    'strike',
    'del',
    'code',
    'pre',
    'blockquote',
    'br',
    'a',
  ],
  // rel and target are set by transformTags below, whatever the input said.
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' },
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ', '#39': "'" };

/** The text a reader sees: blocks separated by spaces, entities decoded. */
export function plainText(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, ' ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|nbsp|#39);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Characters a reader sees, for limits that count text rather than markup. */
export function richTextLength(html: string): number {
  return plainText(html).length;
}
