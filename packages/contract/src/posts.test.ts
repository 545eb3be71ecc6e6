import { describe, expect, it } from 'vitest';
import { PostInputSchema, PostListQuerySchema, isWebUrl } from './posts.ts';

const post = { title: 'Phone plans', category: 'tip', language: 'en' };

describe('posts', () => {
  it.each([
    'javascript:alert(1)',
    'data:text/html,hi',
    'ftp://example.com',
    '//example.com',
    'https://',
    'example.com',
  ])('refuses the related link %s', (url) => {
    expect(isWebUrl(url)).toBe(false);
    const issue = PostInputSchema.safeParse({ ...post, links: [{ url, description: 'x' }] }).error?.issues[0];
    expect(issue?.message).toBe('postLinkInvalid');
  });

  it('takes http and https links', () => {
    expect(isWebUrl('https://www.hikorea.go.kr/')).toBe(true);
    expect(isWebUrl('HTTP://example.com/a?b=c')).toBe(true);
  });

  it('needs a title and is a draft unless it says otherwise', () => {
    expect(PostInputSchema.safeParse({ ...post, title: '  ' }).error?.issues[0]?.message).toBe('postTitleRequired');
    expect(PostInputSchema.parse(post)).toMatchObject({ status: 'draft', sections: [], coverImage: null });
  });

  it('reads an empty filter as "All"', () => {
    expect(PostListQuerySchema.parse({ language: '', category: '' })).toMatchObject({
      language: undefined,
      category: undefined,
      status: 'published',
      limit: 12,
      offset: 0,
    });
  });
});
