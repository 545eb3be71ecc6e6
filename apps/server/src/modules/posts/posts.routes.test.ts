import { POST_LANGUAGES } from '@moim/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crowd, registerUser, type TestUser } from '../../test/accounts.ts';
import { uploadImage } from '../../test/events.ts';
import { multipart, testJpeg } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../../test/test-database.ts';
import { STARTER_POSTS } from './starter-posts.ts';

let t: TestApp;
let admin: TestUser;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_USER_IDS: 'editor' } });
  admin = await registerUser(t, { userId: 'editor' });
  user = (await crowd(t, 1))[0]!;
});
afterAll(() => t.close());

const get = (url: string, who?: TestUser) => t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
const list = (query: string, who?: TestUser) => get(`/api/posts?${query}`, who);

const post = (overrides: Record<string, unknown> = {}) => ({
  title: 'Cherry blossoms in Yeouido',
  category: 'news',
  language: 'en',
  sections: [{ heading: 'When', body: '<p>Early <strong>April</strong> along the river.</p>' }],
  faqs: [{ question: 'Is it crowded?', answer: 'Very, on weekends.' }],
  links: [{ url: 'https://english.visitkorea.or.kr/', description: 'VisitKorea' }],
  status: 'published',
  ...overrides,
});

const create = (payload: Record<string, unknown>, who: TestUser | null = admin) =>
  t.app.inject({ method: 'POST', url: '/api/posts', payload, headers: who?.auth ?? {} });

describe('the starter posts', () => {
  it('are there on a fresh install, published, every topic in every language of the posts, each linking its translations', async () => {
    const r = await list('limit=50');
    expect(r.statusCode).toBe(200);
    expect(Number(r.headers['x-total-count'])).toBe(STARTER_POSTS.length);
    const topics = new Set(STARTER_POSTS.map((p) => p.translationKey));
    expect(topics.size).toBe(12);
    for (const topic of topics) {
      const languages = STARTER_POSTS.filter((p) => p.translationKey === topic).map((p) => p.language);
      expect(languages.sort(), topic).toEqual([...POST_LANGUAGES].sort());
    }
    const en = await get('/api/posts/alien-registration-card');
    expect(en.statusCode).toBe(200);
    expect(en.json()).toMatchObject({ language: 'en', status: 'published' });
    // Every other language of the topic, whichever starter translations exist.
    const translations = en.json().translations as Array<{ slug: string; language: string }>;
    expect(translations).toContainEqual(
      expect.objectContaining({ slug: 'alien-registration-card-ko', language: 'ko' }),
    );
    expect(translations.map((p) => p.slug).sort()).toEqual(
      STARTER_POSTS.filter((p) => p.translationKey === 'alien-registration-card' && p.language !== 'en')
        .map((p) => p.slug)
        .sort(),
    );
    expect(en.json().faqs.length).toBeGreaterThan(0);
    expect(en.json().links[0].url).toMatch(/^https:\/\//);
  });
});

describe('GET /api/posts', () => {
  it('filters by language and type, 12 at a time, with the total', async () => {
    const ko = await list('language=ko');
    expect(ko.json()).toHaveLength(12);
    expect(Number(ko.headers['x-total-count'])).toBe(STARTER_POSTS.filter((p) => p.language === 'ko').length);
    expect(ko.json().every((p: { language: string }) => p.language === 'ko')).toBe(true);

    const news = await list('category=news&language=en');
    expect(news.json().map((p: { slug: string }) => p.slug)).toContain('seoul-climate-card');
    expect(news.json().every((p: { category: string }) => p.category === 'news')).toBe(true);

    const first = (await list('limit=12')).json() as Array<{ slug: string }>;
    const second = (await list('limit=12&offset=12')).json() as Array<{ slug: string }>;
    expect(second.length).toBeGreaterThan(0);
    expect(first.map((p) => p.slug)).not.toEqual(expect.arrayContaining([second[0]!.slug]));
  });

  it('searches the title and the text, case-insensitively, Hangul included', async () => {
    const byText = (await list('query=KIMCHI%20FRIDGE')).json();
    expect(byText).toEqual([]);
    // Translations keep brand names and Korean terms, so a query finds the topic in several languages.
    const t1 = (await list(`query=${encodeURIComponent('T-MONEY')}&language=en`)).json() as Array<{ slug: string }>;
    expect(t1.map((p) => p.slug)).toEqual(['transport-cards']);
    const hangul = (await list(`query=${encodeURIComponent('종량제')}`)).json() as Array<{ slug: string }>;
    expect(hangul.map((p) => p.slug)).toEqual(
      expect.arrayContaining(['recycling-and-trash-rules', 'recycling-and-trash-rules-ko']),
    );
    expect(hangul.every((p) => p.slug.startsWith('recycling-and-trash-rules'))).toBe(true);
    // In the text only, not the title.
    const body = (await list('query=revenue%20stamps')).json() as Array<{ slug: string }>;
    expect(body.map((p) => p.slug)).toEqual(['alien-registration-card']);
  });

  it('with a preferred language, lists each topic once, in that language where written, else in English', async () => {
    const topics = [...new Set(STARTER_POSTS.map((p) => p.translationKey))];
    for (const prefer of ['ko', 'ja', 'vi', 'zh', 'en'] as const) {
      const expected = new Map(
        topics.map((key) => {
          const group = STARTER_POSTS.filter((p) => p.translationKey === key);
          return [key, (group.find((p) => p.language === prefer) ?? group.find((p) => p.language === 'en'))!.slug];
        }),
      );
      const r = await list(`prefer=${prefer}&limit=50`);
      expect(r.statusCode).toBe(200);
      expect(Number(r.headers['x-total-count'])).toBe(topics.length);
      const slugs = (r.json() as Array<{ slug: string }>).map((p) => p.slug);
      expect(slugs.sort()).toEqual([...expected.values()].sort());
    }
    // Newest topic first, paged over topics.
    const first = (await list('prefer=ko&limit=1')).json() as Array<{ slug: string }>;
    expect(first[0]!.slug).toBe(STARTER_POSTS.filter((p) => p.language === 'ko').at(-1)!.slug);
    const second = (await list('prefer=ko&limit=1&offset=1')).json() as Array<{ slug: string }>;
    expect(second[0]!.slug).toBe(STARTER_POSTS.filter((p) => p.language === 'ko').at(-2)!.slug);
    // A chosen language wins over the preference; the other filters still apply.
    const chosen = (await list('prefer=ko&language=en&limit=50')).json() as Array<{ language: string }>;
    expect(chosen.every((p) => p.language === 'en')).toBe(true);
    const news = await list('prefer=ko&category=news');
    expect((news.json() as Array<{ slug: string }>).map((p) => p.slug)).toEqual(['seoul-climate-card-ko']);
    expect((await list('prefer=fr')).statusCode).toBe(400);
  });

  it('refuses an unknown language or type', async () => {
    expect((await list('language=fr')).statusCode).toBe(400);
    expect((await list('category=gossip')).statusCode).toBe(400);
  });

  it('lists drafts for admins only', async () => {
    expect((await list('status=draft')).statusCode).toBe(401);
    expect((await list('status=draft', user)).statusCode).toBe(403);
    expect((await list('status=draft', admin)).statusCode).toBe(200);
  });
});

describe('writing posts', () => {
  it('is for admins: 401 for visitors, 403 for other users', async () => {
    expect((await create(post(), null)).statusCode).toBe(401);
    expect((await create(post(), user)).statusCode).toBe(403);
    const r = await t.app.inject({
      method: 'PUT',
      url: '/api/posts/phone-plans/status',
      payload: { status: 'draft' },
      headers: user.auth,
    });
    expect(r.statusCode).toBe(403);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/posts/phone-plans',
      payload: post(),
      headers: user.auth,
    });
    expect(put.statusCode).toBe(403);
    expect((await get('/api/posts/phone-plans')).json().status).toBe('published');
  });

  it('publishes a post that the list then finds by its filters', async () => {
    const r = await create(post({ title: 'Hangang swimming pools reopen' }));
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ slug: 'hangang-swimming-pools-reopen', status: 'published', category: 'news' });
    expect(r.json().publishedAt).not.toBeNull();
    const found = (await list('language=en&category=news&query=swimming')).json();
    expect(found).toEqual([
      expect.objectContaining({ slug: 'hangang-swimming-pools-reopen', summary: 'Early April along the river.' }),
    ]);
    // The same title again gets an address of its own.
    expect((await create(post({ title: 'Hangang swimming pools reopen' }))).json().slug).toBe(
      'hangang-swimming-pools-reopen-2',
    );
  });

  it('keeps drafts hidden from everyone but admins (404), until published', async () => {
    const draft = await create(post({ title: 'Secret plans', status: 'draft' }));
    expect(draft.statusCode).toBe(201);
    const { slug } = draft.json() as { slug: string };
    expect((await get(`/api/posts/${slug}`)).statusCode).toBe(404);
    expect((await get(`/api/posts/${slug}`, user)).statusCode).toBe(404);
    expect((await get(`/api/posts/${slug}`, admin)).statusCode).toBe(200);
    expect((await list('query=secret%20plans')).json()).toEqual([]);
    expect((await list('status=draft&query=secret%20plans', admin)).json()).toHaveLength(1);

    const published = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${slug}/status`,
      payload: { status: 'published' },
      headers: admin.auth,
    });
    expect(published.json().status).toBe('published');
    expect((await get(`/api/posts/${slug}`)).statusCode).toBe(200);

    const unpublished = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${slug}/status`,
      payload: { status: 'draft' },
      headers: admin.auth,
    });
    expect(unpublished.statusCode).toBe(200);
    expect((await get(`/api/posts/${slug}`)).statusCode).toBe(404);
  });

  it('edits a post and keeps its address; links it to a translation', async () => {
    const { slug } = (await create(post({ title: 'Yeouido in spring' }))).json() as { slug: string };
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${slug}`,
      payload: post({ title: '봄의 여의도', language: 'ko', translationOf: 'seoul-climate-card' }),
      headers: admin.auth,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ slug, title: '봄의 여의도', language: 'ko' });
    expect(edited.json().translations.map((p: { slug: string }) => p.slug)).toEqual(
      expect.arrayContaining(['seoul-climate-card', 'seoul-climate-card-ko']),
    );
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/posts/no-such-post',
      payload: post(),
      headers: admin.auth,
    });
    expect(missing.statusCode).toBe(404);
    expect((await create(post({ translationOf: 'no-such-post' }))).json().code).toBe('postTranslationNotFound');
  });

  it('sanitises the sections and refuses links that are not http or https', async () => {
    const r = await create(
      post({
        title: 'Sanitised',
        sections: [
          {
            heading: 'Hi',
            body: '<p onclick="x()">Hello<script>alert(1)</script> <a href="javascript:alert(1)">bad</a> <a href="https://ok.example">ok</a></p><img src=x onerror=alert(1)>',
          },
        ],
      }),
    );
    expect(r.statusCode).toBe(201);
    const body = r.json().sections[0].body as string;
    expect(body).not.toMatch(/script|onclick|onerror|javascript:|<img/);
    expect(body).toContain('<a href="https://ok.example" rel="noopener noreferrer nofollow" target="_blank">ok</a>');

    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://example.com/file']) {
      const refused = await create(post({ links: [{ url, description: 'x' }] }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('postLinkInvalid');
    }
  });

  it('refuses a title whose every address is taken (409), naming the problem', async () => {
    const again = post({ title: 'Weekly flea markets', status: 'draft' });
    for (let n = 1; n <= 50; n++) expect((await create(again)).statusCode).toBe(201);
    const refused = await create(again);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'postTitleTaken',
      message: 'Too many posts already have this title. Please choose another title.',
    });
  });

  it('will not publish a post without text, but saves it as a draft', async () => {
    const empty = { title: 'Empty', sections: [{ heading: '', body: '<p> </p>' }] };
    expect((await create(post(empty))).json().code).toBe('postContentRequired');
    const draft = await create(post({ ...empty, status: 'draft' }));
    expect(draft.statusCode).toBe(201);
    expect(draft.json().sections).toEqual([]);
  });

  it('takes a cover image uploaded by the admin through the image pipeline, nobody else’s', async () => {
    const upload = multipart(await testJpeg(), 'cover.jpg');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/posts/upload-image',
      payload: upload.payload,
      headers: { ...upload.headers, ...user.auth },
    });
    expect(refused.statusCode).toBe(403);
    const cover = await uploadImage(t, admin, '/api/posts/upload-image');
    expect(cover).toMatch(/^http:\/\/moim\.test\/uploads\/posts\/.+\.webp$/);
    const r = await create(post({ title: 'With a cover', coverImage: cover }));
    expect(r.statusCode).toBe(201);
    expect(r.json().coverImage).toBe(cover);
    const [row] = await queryRows<{ cover_image: string }>(
      t.database,
      sql`select cover_image from posts where slug = 'with-a-cover'`,
    );
    expect(row?.cover_image).toMatch(/^\/uploads\/posts\//);

    const someoneElses = await uploadImage(t, user, '/api/reviews/upload-image');
    expect((await create(post({ title: 'Stolen', coverImage: someoneElses }))).json().code).toBe(
      'postCoverNotUploaded',
    );
  });
});
