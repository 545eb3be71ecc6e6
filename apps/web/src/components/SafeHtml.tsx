import DOMPurify from 'dompurify';
import { RICH_TEXT_ALLOWED_TAGS, RICH_TEXT_LINK_REL, SAFE_LINK_PATTERN } from '@moim/contract/rich-text';
import { useMemo } from 'react';

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** A DOMPurify instance of its own, so its link hook does not affect other users of the library. */
function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    if (!href || !SAFE_LINK_PATTERN.test(href.trim())) node.removeAttribute('href');
    node.setAttribute('rel', RICH_TEXT_LINK_REL);
    node.setAttribute('target', '_blank');
  });
  return purifier;
}

/** Rich text reduced to the allowlist; links open in a new tab with rel="noopener noreferrer nofollow". */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: SAFE_LINK_PATTERN,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}

export interface SafeHtmlProps {
  html: string;
  className?: string;
  id?: string;
}

/** Shows HTML from the rich-text editor (event descriptions, reviews) after sanitising it. */
export function SafeHtml({ html, className, id }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
