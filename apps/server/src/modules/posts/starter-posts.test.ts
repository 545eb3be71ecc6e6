import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { POST_LANGUAGES } from '@moim/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadStarterPosts, parseStarterPost } from './starter-posts.ts';

const GOOD = `---
title: Recycling in Seoul
category: tip
faqs:
  - question: "When is pick-up?"
    answer: In the evening.
links:
  - url: https://example.com/
    description: The district's page
---

## Sorting

Separate **food waste** from the rest; pick-up takes 2~4 days and "bags" cost 500 KRW.

- paper
- cans and bottles

After that, you're done.
`;

const parse = (source: string) =>
  parseStarterPost(source, { translationKey: 'recycling', language: 'en', file: 'starter-posts/06-recycling/en.md' });

describe('the starter posts shipped with the server', () => {
  const posts = loadStarterPosts();
  const topics = [...new Set(posts.map((post) => post.translationKey))];

  it('are twelve topics, each in every language, in topic order, with addresses made of the folder', () => {
    expect(topics).toHaveLength(12);
    expect(topics[0]).toBe('alien-registration-card');
    expect(topics.at(-1)).toBe('apps-for-life-in-korea');
    expect(posts.map((post) => post.slug)).toEqual(
      topics.flatMap((key) => POST_LANGUAGES.map((language) => (language === 'en' ? key : `${key}-${language}`))),
    );
    expect(posts.map((post) => post.language)).toEqual(topics.flatMap(() => [...POST_LANGUAGES]));
  });

  it("keep the editor's HTML for their Markdown", () => {
    const bank = posts.find((post) => post.slug === 'opening-a-bank-account')!;
    expect(bank.sections.find((section) => section.heading === 'What to bring')).toEqual({
      heading: 'What to bring',
      body:
        '<ul><li>your passport and Alien Registration Card</li>' +
        '<li>your Korean phone number (in your name, for app sign-up and text verification)</li>' +
        '<li>proof of why you need the account: an employment contract or certificate of employment, or a certificate of enrolment for students</li></ul>' +
        '<p>Banks are open on weekdays, usually 9:00 to 16:00. Branches near universities and industrial areas are often used to foreign customers.</p>',
    });
    expect(bank.category).toBe('tip');
  });
});

describe('parseStarterPost', () => {
  it('reads the front matter and turns each "## " section into the HTML the editor writes', () => {
    expect(parse(GOOD)).toEqual({
      slug: 'recycling',
      translationKey: 'recycling',
      language: 'en',
      category: 'tip',
      title: 'Recycling in Seoul',
      sections: [
        {
          heading: 'Sorting',
          body:
            '<p>Separate <strong>food waste</strong> from the rest; pick-up takes 2~4 days and &quot;bags&quot; cost 500 KRW.</p>' +
            '<ul><li>paper</li><li>cans and bottles</li></ul><p>After that, you&#39;re done.</p>',
        },
      ],
      faqs: [{ question: 'When is pick-up?', answer: 'In the evening.' }],
      links: [{ url: 'https://example.com/', description: "The district's page" }],
    });
    expect(parseStarterPost(GOOD, { translationKey: 'recycling', language: 'ko', file: 'ko.md' }).slug).toBe(
      'recycling-ko',
    );
  });

  it.each([
    ['no front matter', GOOD.replace(/^---\n/, ''), /no front matter/],
    ['front matter that is not YAML', GOOD.replace('category: tip', 'category: [tip'), /not valid YAML/],
    ['a key the form does not have', GOOD.replace('category: tip', 'category: tip\nslug: mine'), /Unrecognized key/],
    ['an unknown category', GOOD.replace('category: tip', 'category: howto'), /category: postCategoryInvalid/],
    ['no title', GOOD.replace('title: Recycling in Seoul\n', ''), /title/],
    ['a title too long', GOOD.replace('Recycling in Seoul', 'x'.repeat(201)), /title: postTitleTooLong/],
    [
      'a link that is not a web address',
      GOOD.replace('https://example.com/', 'javascript:alert(1)'),
      /links\.0\.url: postLinkInvalid/,
    ],
    ['an empty answer', GOOD.replace('answer: In the evening.', 'answer: ""'), /faqs\.0\.answer: requiredField/],
    [
      'text before the first heading',
      GOOD.replace('## Sorting', 'Hello\n\n## Sorting'),
      /before the first "## " heading/,
    ],
    ['a paragraph over two lines', GOOD.replace('from the rest;', 'from the rest;\n'), /on one line/],
    ['no section with text', GOOD.replace(/## Sorting[\s\S]*$/, '## Sorting\n'), /needs a section with text/],
  ])('refuses %s, naming the file', (_what, source, problem) => {
    expect(() => parse(source)).toThrow(problem);
    expect(() => parse(source)).toThrow(/^starter-posts\/06-recycling\/en\.md[:,] /);
  });
});

describe('loadStarterPosts', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-starter-posts-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };

  it('orders topics by their number and languages as the posts list them', () => {
    write('10-second/en.md', GOOD);
    write('2-first/zh.md', GOOD);
    write('2-first/en.md', GOOD);
    write('2-first/ja.md', GOOD);
    expect(loadStarterPosts(dir).map((post) => post.slug)).toEqual(['first', 'first-ja', 'first-zh', 'second']);
  });

  it.each([
    ['a folder without its number', 'recycling/en.md', GOOD, /<number>-<topic-key>/],
    ['a file not named for a language', '01-recycling/english.md', GOOD, /<language>\.md/],
    [
      'a broken post',
      '01-recycling/en.md',
      GOOD.replace('category: tip', 'category: howto'),
      /01-recycling\/en\.md: category/,
    ],
  ])('refuses %s', (_what, file, text, problem) => {
    write(file, text);
    expect(() => loadStarterPosts(dir)).toThrow(problem);
  });

  it("refuses a topic whose languages' categories differ", () => {
    write('01-recycling/en.md', GOOD);
    write('01-recycling/ko.md', GOOD.replace('category: tip', 'category: news'));
    expect(() => loadStarterPosts(dir)).toThrow(/01-recycling: every language of a topic has the same category/);
  });
});
