import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

export interface ParsedHead {
  /** The text of every <title> in the document. */
  titles: string[];
  /** `content` of every <meta>, by its `property` or `name`, in order. */
  meta: Map<string, string[]>;
  /** One `content` (the test fails on none or several). */
  one(key: string): string;
  /** `href` of every <link rel="canonical">. */
  canonical: string[];
  /** Every <link rel="preload">: its href, `as` and fetchpriority. */
  preloads: Array<{ href?: string; as?: string; fetchpriority?: string }>;
  /** Every <script type="application/ld+json">, parsed as JSON. */
  jsonLd: unknown[];
  /** Every <script> element, whatever its type. */
  scripts: number;
  /** Whether the head is inside the <head> element, as a crawler reads it. */
  inHead: boolean;
}

const attr = (node: DefaultTreeAdapterTypes.Element, name: string) => node.attrs.find((a) => a.name === name)?.value;

function textOf(node: DefaultTreeAdapterTypes.Element): string {
  return node.childNodes
    .map((child) => (child.nodeName === '#text' ? (child as DefaultTreeAdapterTypes.TextNode).value : ''))
    .join('');
}

function* elements(node: Node, insideHead = false): Generator<[DefaultTreeAdapterTypes.Element, boolean]> {
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    if (!('tagName' in child)) continue;
    yield [child, insideHead];
    yield* elements(child, insideHead || child.tagName === 'head');
  }
}

/** Reads a page's head with a real HTML parser, as a link-preview crawler does. */
export function parseHead(html: string): ParsedHead {
  const titles: string[] = [];
  const meta = new Map<string, string[]>();
  const canonical: string[] = [];
  const preloads: ParsedHead['preloads'] = [];
  const jsonLd: unknown[] = [];
  let scripts = 0;
  let inHead = true;
  for (const [element, insideHead] of elements(parse(html))) {
    const tag = element.tagName;
    if (['title', 'meta', 'link'].includes(tag) && !insideHead) inHead = false;
    if (tag === 'title') titles.push(textOf(element));
    if (tag === 'meta') {
      const key = attr(element, 'property') ?? attr(element, 'name');
      if (key) meta.set(key, [...(meta.get(key) ?? []), attr(element, 'content') ?? '']);
    }
    if (tag === 'link' && attr(element, 'rel') === 'canonical') canonical.push(attr(element, 'href') ?? '');
    if (tag === 'link' && attr(element, 'rel') === 'preload') {
      preloads.push({
        href: attr(element, 'href'),
        as: attr(element, 'as'),
        fetchpriority: attr(element, 'fetchpriority'),
      });
    }
    if (tag === 'script') {
      scripts++;
      if (attr(element, 'type') === 'application/ld+json') jsonLd.push(JSON.parse(textOf(element)));
    }
  }
  return {
    titles,
    meta,
    canonical,
    preloads,
    jsonLd,
    scripts,
    inHead,
    one(key) {
      const values = meta.get(key) ?? [];
      if (values.length !== 1) throw new Error(`expected one <meta> ${key}, found ${values.length}`);
      return values[0]!;
    },
  };
}

/** What a link-preview crawler sends (KakaoTalk's scraper). */
export const CRAWLER_HEADERS = { 'user-agent': 'facebookexternalhit/1.1; kakaotalk-scrap/1.0', accept: 'text/html' };
