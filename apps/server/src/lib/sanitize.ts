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

/** The text a reader sees, for limits that count characters rather than markup. */
export function richTextLength(html: string): number {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;/g, ' ').replace(/&[a-z]+;|&#\d+;/gi, 'x').length;
}
