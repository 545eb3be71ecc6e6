/**
 * The rich-text allowlist of the product decisions, shared by the server's sanitiser and the
 * browser's: paragraphs, headings, lists, bold, italic, strike, code, blockquote, line breaks,
 * and links to http, https or mailto that open safely.
 */
export const RICH_TEXT_ALLOWED_TAGS = [
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
] as const;
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
export const RICH_TEXT_LINK_REL = 'noopener noreferrer nofollow';
/** Whether a link target is one of the allowed schemes. */
export const SAFE_LINK_PATTERN = /^(?:https?:|mailto:)/i;
