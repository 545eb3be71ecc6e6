import fs from 'node:fs';
import path from 'node:path';
import {
  POST_LANGUAGES,
  POST_SLUG_MAX_LENGTH,
  PostInputSchema,
  type PostData,
  type PostLanguage,
} from '@moim/contract';
import { Marked } from 'marked';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { starterPostsDir } from '../../paths.ts';
import { postContent } from './post-content.ts';

/** One starter post in one language; posts sharing a translation key are one topic's translations. */
export interface StarterPost extends Pick<PostData, 'title' | 'category' | 'sections' | 'faqs' | 'links'> {
  slug: string;
  translationKey: string;
  language: PostLanguage;
}

/** What a file's front matter holds: the rest of the post is its name, its folder and its Markdown. */
const FrontMatterSchema = PostInputSchema.pick({ title: true, category: true, faqs: true, links: true }).strict();

/** A topic's folder: its place in the list, then its translation key (the English post's address). */
const TOPIC_FOLDER = /^(\d+)-([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

/**
 * CommonMark without GitHub's additions (a `~` between numbers stays text, an address stays
 * text), each block's HTML written on without the line breaks between tags, as the admin's
 * editor writes it.
 */
const markdown = new Marked({ gfm: false, async: false });

function bodyHtml(source: string, where: string): string {
  const html = (markdown.parse(source) as string).replace(/>\n+</g, '><').trim();
  if (html.includes('\n')) throw new Error(`${where}: write each paragraph and list item on one line`);
  return html;
}

/** The sections of a post's Markdown: each starts with a `## heading` line. */
function sectionsOf(markdownText: string, where: string): Array<{ heading: string; body: string }> {
  const [before, ...parts] = markdownText.split(/^## /m);
  if (before!.trim() !== '') throw new Error(`${where}: text before the first "## " heading`);
  return parts.map((part) => {
    const newline = part.indexOf('\n');
    const heading = (newline === -1 ? part : part.slice(0, newline)).trim();
    return { heading, body: bodyHtml(newline === -1 ? '' : part.slice(newline + 1), `${where}, "${heading}"`) };
  });
}

function problemsOf(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(front matter)'}: ${issue.message}`).join('; ');
}

/**
 * Reads one starter post file: YAML front matter (title, category, faqs, links), then the
 * sections in Markdown. Checked with the admin form's own schema, so a starter post is one an
 * admin could have saved; anything wrong throws with the file's name.
 */
export function parseStarterPost(
  source: string,
  { translationKey, language, file }: { translationKey: string; language: PostLanguage; file: string },
): StarterPost {
  const match = FRONT_MATTER.exec(source.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`${file}: no front matter between "---" lines at the top`);
  let yaml: unknown;
  try {
    yaml = parseYaml(match[1]!);
  } catch (error) {
    throw new Error(`${file}: the front matter is not valid YAML: ${(error as Error).message}`, { cause: error });
  }
  const front = FrontMatterSchema.safeParse(yaml);
  if (!front.success) throw new Error(`${file}: ${problemsOf(front.error)}`);
  const sections = sectionsOf(source.replace(/\r\n/g, '\n').slice(match[0].length), file);
  const post = PostInputSchema.safeParse({ ...front.data, language, sections, status: 'published' });
  if (!post.success) throw new Error(`${file}: ${problemsOf(post.error)}`);
  const { title, category, faqs, links } = post.data;
  if (!postContent(post.data).hasText) throw new Error(`${file}: a published post needs a section with text`);
  const slug = language === 'en' ? translationKey : `${translationKey}-${language}`;
  if (slug.length > POST_SLUG_MAX_LENGTH) throw new Error(`${file}: the folder's name is too long for an address`);
  return { slug, translationKey, language, category, title, sections: post.data.sections, faqs, links };
}

/**
 * The Living-in-Korea posts a fresh install starts with (`starter-posts/<nn>-<topic>/<language>.md`):
 * practical first steps for newcomers, in topic order (the folders' numbers), each topic's
 * languages in the posts' order. Stored once each (by slug); admins edit or unpublish them like
 * any other post. A file that is not a valid post throws, naming the file.
 */
export function loadStarterPosts(dir: string = starterPostsDir): StarterPost[] {
  const folders = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const match = TOPIC_FOLDER.exec(entry.name);
      if (!match) throw new Error(`${path.join(dir, entry.name)}: a topic's folder is named <number>-<topic-key>`);
      return { name: entry.name, order: Number(match[1]), translationKey: match[2]! };
    })
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
  const posts: StarterPost[] = [];
  for (const folder of folders) {
    const files = fs.readdirSync(path.join(dir, folder.name));
    const topic: StarterPost[] = [];
    for (const name of files) {
      const file = path.join(dir, folder.name, name);
      const language = POST_LANGUAGES.find((code) => name === `${code}.md`);
      if (!language)
        throw new Error(`${file}: a post's file is named <language>.md, one of ${POST_LANGUAGES.join(', ')}`);
      topic.push(
        parseStarterPost(fs.readFileSync(file, 'utf8'), { translationKey: folder.translationKey, language, file }),
      );
    }
    if (new Set(topic.map((post) => post.category)).size > 1) {
      throw new Error(`${path.join(dir, folder.name)}: every language of a topic has the same category`);
    }
    topic.sort((a, b) => POST_LANGUAGES.indexOf(a.language) - POST_LANGUAGES.indexOf(b.language));
    posts.push(...topic);
  }
  const keys = posts.map((post) => post.slug);
  const repeated = keys.find((slug, i) => keys.indexOf(slug) !== i);
  if (repeated) throw new Error(`${dir}: two topics share the address ${repeated}`);
  return posts;
}
