import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../test/accounts.ts';
import { createEvent } from '../test/events.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('serving the web app', () => {
  // Event pages have their own head (modules/share/event-page.routes.test.ts).
  it.each(['/', '/allEvents', '/ContactUs', '/no/such/screen'])(
    'answers %s with index.html so the client router shows the screen',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  describe("in the reader's language from the first byte", () => {
    const langOf = (body: string) => /<html\b[^>]*\blang="([^"]*)"/i.exec(body)?.[1];
    it.each([
      ['no language at all', {}, 'en'],
      ['Accept-Language Japanese', { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.8' }, 'ja'],
      ['Accept-Language Vietnamese after one Moim lacks', { 'accept-language': 'fr-FR, vi;q=0.9' }, 'vi'],
      ['Traditional Chinese, nothing better', { 'accept-language': 'zh-TW,fr;q=0.8' }, 'zh-CN'],
      ['the remembered choice over Accept-Language', { cookie: 'moim_lang=ko', 'accept-language': 'ja' }, 'ko'],
      ['a cookie naming no language of Moim', { cookie: 'moim_lang=xx', 'accept-language': 'zh-CN' }, 'zh-CN'],
    ])('%s', async (_case, headers, lang) => {
      const response = await t.app.inject({ method: 'GET', url: '/allEvents', headers });
      expect(response.statusCode).toBe(200);
      expect(langOf(response.body)).toBe(lang);
      expect(response.body.match(/<html\b/gi)).toHaveLength(1);
      expect(response.headers.vary).toMatch(/Accept-Language/i);
      expect(response.headers.vary).toMatch(/Cookie/i);
    });

    it('on a page with its own head, and on the page of something that does not exist', async () => {
      const headers = { cookie: 'moim_lang=vi' };
      const missing = await t.app.inject({ method: 'GET', url: '/events/999999', headers });
      expect(missing.statusCode).toBe(404);
      expect(langOf(missing.body)).toBe('vi');
      const home = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'ko-KR' } });
      expect(langOf(home.body)).toBe('ko');
    });
  });

  describe('the code and picture a landing page shows first, named in its head', () => {
    const linksOf = (body: string) => body.match(/<link rel="(?:modulepreload|preload)"[^>]*>/g) ?? [];

    it("names the screen's code, style and texts in the reader's language", async () => {
      const english = linksOf((await t.app.inject({ method: 'GET', url: '/' })).body);
      expect(english).toContain('<link rel="modulepreload" crossorigin href="/assets/HomeScreen-1.js" />');
      expect(english).toContain('<link rel="preload" as="style" crossorigin href="/assets/HomeScreen-1.css" />');
      expect(english).toContain('<link rel="modulepreload" crossorigin href="/assets/HomeScreen-texts-en.js" />');
      const korean = linksOf(
        (await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'moim_lang=ko' } })).body,
      );
      expect(korean).toContain('<link rel="modulepreload" crossorigin href="/assets/HomeScreen-texts-ko.js" />');
      expect(korean.join()).not.toContain('texts-en');
    });

    it('names nothing on other screens, on a language the build lists nothing for, or on a 404', async () => {
      expect(linksOf((await t.app.inject({ method: 'GET', url: '/fnq' })).body)).toEqual([]);
      const japanese = await t.app.inject({ method: 'GET', url: '/allEvents', headers: { cookie: 'moim_lang=ja' } });
      expect(linksOf(japanese.body)).toEqual([]);
      const missing = await t.app.inject({ method: 'GET', url: '/events/999999' });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).not.toContain('modulepreload');
    });

    it("asks for the home page's first hot event's picture first, and for an event page's banner", async () => {
      const empty = linksOf((await t.app.inject({ method: 'GET', url: '/' })).body);
      expect(empty.join()).not.toContain('as="image"');

      const host = await registerUser(t);
      const event = await createEvent(t, host);
      const home = linksOf((await t.app.inject({ method: 'GET', url: '/' })).body);
      expect(home[0]).toMatch(
        /^<link rel="preload" as="image" href="http:\/\/[^"]+\/uploads\/[^"]+" fetchpriority="high" \/>$/,
      );
      const hot = (await t.app.inject({ method: 'GET', url: '/api/events?fetchType=hot&limit=6&offset=0' })).json<
        Array<{ mainImage: string }>
      >();
      expect(home[0]).toContain(`href="${hot[0]!.mainImage}"`);
      // And the hot list itself, at the address the web app asks for it (with the cookies it sends).
      expect(home).toContain(
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/events?fetchType=hot&amp;limit=6&amp;offset=0" />',
      );

      const eventPage = await t.app.inject({ method: 'GET', url: `/events/${event.id}` });
      expect(eventPage.statusCode).toBe(200);
      expect(eventPage.body).toContain('<link rel="modulepreload" crossorigin href="/assets/EventPage-1.js" />');
      expect(eventPage.body).toMatch(
        /<link rel="preload" as="image" href="[^"]+\/uploads\/[^"]+" fetchpriority="high" \/>/,
      );
      expect(eventPage.body).toContain(
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/events/getEvents/${event.id}" />`,
      );
      // The same event under an address the web app would not ask for: its data is not named.
      const padded = await t.app.inject({ method: 'GET', url: `/events/0${event.id}` });
      expect(padded.statusCode).toBe(200);
      expect(padded.body).not.toContain('as="fetch"');
    });
  });

  it('serves hashed assets with immutable caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('moim');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing file with 404, not the app', async () => {
    for (const url of ['/assets/old-123.js', '/uploads/events/nothing.webp', '/favicon.ico']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('answers an unknown API path with a JSON 404, not the app', async () => {
    for (const url of ['/api/nothing-here', '/api', '/api/events/subscribe/extra']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'apiNotFound', message: 'There is no API endpoint at this address.' });
    }
  });

  it('sends a Content-Security-Policy that allows only its own scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI description generated from the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(
      doc.paths['/api/events/subscribe'].post.requestBody.content['application/json'].schema.properties.email,
    ).toBeDefined();
    expect(doc.paths['/api/health'].get).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });
});
