/** Elements after which the text of rich-text HTML takes a space, so that blocks do not run together. */
const BREAKS = 'p, h1, h2, h3, h4, li, blockquote, pre, br';

/**
 * The text of a review's HTML, for lists that show reviews stripped of their markup: blocks and
 * line breaks become single spaces. Parsed in a document of its own, which runs no script and
 * loads nothing.
 */
export function plainText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const element of body.querySelectorAll('script, style, template')) element.remove();
  for (const element of body.querySelectorAll(BREAKS)) element.after(' ');
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
