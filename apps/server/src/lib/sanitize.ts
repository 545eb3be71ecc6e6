import { RICH_TEXT_ALLOWED_TAGS, RICH_TEXT_LINK_REL, RICH_TEXT_LINK_SCHEMES } from '@moim/contract';
import sanitizeHtml from 'sanitize-html';

/** The shared allowlist; everything else (scripts, handlers, styles, images, javascript: links) is dropped. */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_ALLOWED_TAGS],
  // rel and target are set by transformTags below, whatever the input said.
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: RICH_TEXT_LINK_REL, target: '_blank' },
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ', '#39': "'" };

/** The text of HTML with its white space collapsed, entities decoded. */
function textOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|nbsp|#39);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text a reader sees: blocks separated by spaces, entities decoded. */
export function plainText(html: string): string {
  return textOf(html.replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, ' '));
}

/**
 * Characters a reader sees, for limits that count text rather than markup. Counted as the
 * editor counts them, so what it lets through is accepted: nothing between blocks, one for a
 * line break.
 */
export function richTextLength(html: string): number {
  return textOf(html.replace(/<br\s*\/?>/gi, '\n')).length;
}

/** The text a reader sees with each block and line break on a line of its own (a calendar entry's description). */
export function plainTextLines(html: string): string {
  return html
    .split(/<\/(?:p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/i)
    .map(textOf)
    .filter((line) => line !== '')
    .join('\n');
}
