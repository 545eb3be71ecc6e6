import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDeeplStandIn, startLibreTranslateStandIn, type StandIn } from '../../../test/translation-stand-ins.ts';
import { createDeeplProvider, deeplUrl } from './deepl.ts';
import { createLibreTranslateProvider } from './libretranslate.ts';
import { ProviderError, type TranslationProvider } from './provider.ts';

/** What a provider's failed call threw. */
async function failureOf(call: Promise<unknown>): Promise<ProviderError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

const cases: Array<{
  name: string;
  start: () => Promise<StandIn>;
  provider: (url: string, key: string) => TranslationProvider;
  /** The request body Moim sends for Korean rich text into Vietnamese. */
  expectedBody: Record<string, unknown>;
}> = [
  {
    name: 'DeepL',
    start: () => startDeeplStandIn('deepl-key:fx'),
    provider: (url, key) =>
      createDeeplProvider({ apiKey: key === 'right' ? 'deepl-key:fx' : 'other:fx', url }, { timeoutMs: 500 }),
    expectedBody: {
      text: ['<p>안녕하세요 <strong>여러분</strong></p>'],
      target_lang: 'VI',
      source_lang: 'KO',
      tag_handling: 'html',
    },
  },
  {
    name: 'LibreTranslate',
    start: () => startLibreTranslateStandIn('libre-key'),
    provider: (url, key) =>
      createLibreTranslateProvider({ url, apiKey: key === 'right' ? 'libre-key' : 'other' }, { timeoutMs: 500 }),
    expectedBody: {
      q: ['<p>안녕하세요 <strong>여러분</strong></p>'],
      source: 'ko',
      target: 'vi',
      format: 'html',
      api_key: 'libre-key',
    },
  },
];

describe.each(cases)('the $name provider, against a stand-in of its API', ({ start, provider, expectedBody }) => {
  let standIn: StandIn;
  beforeAll(async () => {
    standIn = await start();
  });
  beforeEach(() => {
    standIn.mode = 'translate';
    standIn.requests.length = 0;
  });
  afterAll(() => standIn.close());

  it('sends the texts in one request and answers their translations in order, tags kept', async () => {
    const translated = await provider(standIn.url, 'right').translate({
      texts: ['<p>안녕하세요 <strong>여러분</strong></p>'],
      from: 'ko',
      to: 'vi',
      format: 'html',
    });
    expect(standIn.requests).toEqual([expectedBody]);
    expect(translated).toEqual(['<p>[VI] 안녕하세요 <strong>[VI] 여러분</strong></p>']);

    const plain = await provider(standIn.url, 'right').translate({
      texts: ['홍대에서 만나요', '물 가져오세요'],
      from: null,
      to: 'zh-CN',
      format: 'text',
    });
    expect(plain).toHaveLength(2);
    expect(plain[1]).toMatch(/^\[ZH(-HANS)?\] 물 가져오세요$/);
  });

  it('names a wrong key an authentication failure', async () => {
    const error = await failureOf(
      provider(standIn.url, 'wrong').translate({ texts: ['안녕'], from: 'ko', to: 'en', format: 'text' }),
    );
    expect(error.failure).toBe('auth');
  });

  it('names a refusal for asking too often, with the wait when the provider gave one', async () => {
    standIn.mode = 'rateLimited';
    const error = await failureOf(
      provider(standIn.url, 'right').translate({ texts: ['안녕'], from: 'ko', to: 'en', format: 'text' }),
    );
    expect(error.failure).toBe('rateLimited');
  });

  it('gives up on a provider that does not answer in time', async () => {
    standIn.mode = 'hang';
    const error = await failureOf(
      provider(standIn.url, 'right').translate({ texts: ['안녕'], from: 'ko', to: 'en', format: 'text' }),
    );
    expect(error.failure).toBe('timeout');
  });

  it('names a provider that is down or failed unavailable', async () => {
    standIn.mode = 'down';
    const error = await failureOf(
      provider(standIn.url, 'right').translate({ texts: ['안녕'], from: 'ko', to: 'en', format: 'text' }),
    );
    expect(error.failure).toBe('unavailable');
  });
});

describe('DeepL', () => {
  it("takes the free plan's host for a key ending in :fx, else the paid one", () => {
    expect(deeplUrl('abc:fx')).toBe('https://api-free.deepl.com');
    expect(deeplUrl('abc')).toBe('https://api.deepl.com');
  });

  it('says when the characters of the period are used up (456), with the wait from Retry-After on 429', async () => {
    const standIn = await startDeeplStandIn('k');
    try {
      const deepl = createDeeplProvider({ apiKey: 'k', url: standIn.url });
      standIn.mode = 'quotaExceeded';
      expect((await failureOf(deepl.translate({ texts: ['x y'], from: 'en', to: 'ko', format: 'text' }))).failure).toBe(
        'quotaExceeded',
      );
      standIn.mode = 'rateLimited';
      const limited = await failureOf(deepl.translate({ texts: ['x y'], from: 'en', to: 'ko', format: 'text' }));
      expect(limited.retryAfterSeconds).toBe(7);
    } finally {
      await standIn.close();
    }
  });

  it('leaves a source language DeepL does not read for it to detect', async () => {
    const standIn = await startDeeplStandIn('k');
    try {
      await createDeeplProvider({ apiKey: 'k', url: standIn.url }).translate({
        texts: ['Salamu'],
        from: 'sw',
        to: 'en',
        format: 'text',
      });
      expect(standIn.requests[0]).toEqual({ text: ['Salamu'], target_lang: 'EN-US' });
    } finally {
      await standIn.close();
    }
  });
});
