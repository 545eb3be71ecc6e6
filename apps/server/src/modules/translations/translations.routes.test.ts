import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crowd, type TestUser } from '../../test/accounts.ts';
import { eventWithGuests, storeMessages } from '../../test/chat.ts';
import { createEvent } from '../../test/events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../../test/test-database.ts';
import { startDeeplStandIn, type StandIn } from '../../test/translation-stand-ins.ts';

const KEY = 'translation-test-key';
const translate = (t: TestApp, who: TestUser | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/translations', payload, headers: who?.auth ?? {} });

const KOREAN_EVENT = {
  name: '한강 공원 피크닉',
  description: '<p>홍대입구역 9번 출구에서 만나요. <strong>물</strong>을 꼭 가져오세요!</p>',
};

let deepl: StandIn;
beforeAll(async () => {
  deepl = await startDeeplStandIn(KEY);
});
afterAll(() => deepl.close());
beforeEach(() => {
  deepl.mode = 'translate';
  deepl.requests.length = 0;
});

describe('translating with a provider set up', () => {
  let t: TestApp;
  let host: TestUser;
  let reader: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ env: { DEEPL_API_KEY: KEY, DEEPL_API_URL: deepl.url } });
    [host, reader, other] = (await crowd(t, 3)) as [TestUser, TestUser, TestUser];
  });
  afterAll(() => t.close());

  it('says so in the public settings', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({ translation: true });
  });

  it("translates a Korean event's name and description for a Vietnamese reader, and every later reader gets it from the cache", async () => {
    const event = await createEvent(t, host, KOREAN_EVENT);
    // Its language was found as it was written, and goes with the event: the web offers Translate.
    const page = await t.app.inject({ method: 'GET', url: `/api/events/getEvents/${event.id}` });
    expect(page.json()).toMatchObject({ textLanguage: 'ko' });
    const first = await translate(t, reader, { kind: 'event', id: event.id, to: 'vi' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      from: 'ko',
      to: 'vi',
      fields: {
        name: '[VI] 한강 공원 피크닉',
        description: '<p>[VI] 홍대입구역 9번 출구에서 만나요. <strong>[VI] 물</strong>[VI] 을 꼭 가져오세요!</p>',
      },
    });
    // One request per format: the name as text, the description as rich text.
    expect(deepl.requests).toEqual([
      { text: [KOREAN_EVENT.name], target_lang: 'VI', source_lang: 'KO' },
      { text: [KOREAN_EVENT.description], target_lang: 'VI', source_lang: 'KO', tag_handling: 'html' },
    ]);

    // Another member and a visitor: the same answer, and the provider is not asked again.
    expect((await translate(t, other, { kind: 'event', id: event.id, to: 'vi' })).json()).toEqual(first.json());
    expect((await translate(t, null, { kind: 'event', id: event.id, to: 'vi' })).json()).toEqual(first.json());
    expect(deepl.requests).toHaveLength(2);

    // Another text is another version: only what is new goes to the provider.
    const changed = await createEvent(t, host, { ...KOREAN_EVENT, description: '<p>우산을 가져오세요.</p>' });
    expect((await translate(t, reader, { kind: 'event', id: changed.id, to: 'vi' })).statusCode).toBe(200);
    expect(deepl.requests.slice(2)).toEqual([
      { text: ['<p>우산을 가져오세요.</p>'], target_lang: 'VI', source_lang: 'KO', tag_handling: 'html' },
    ]);
  });

  it('sanitises the rich text that comes back, as it does what people write', async () => {
    const event = await createEvent(t, host, {
      ...KOREAN_EVENT,
      description: '<p>안전한 산행을 위해 등산화를 신으세요.</p>',
    });
    deepl.mode = 'hostile';
    const r = await translate(t, reader, { kind: 'event', id: event.id, to: 'en' });
    expect(r.statusCode).toBe(200);
    expect(r.json().fields.description).toBe('<p>Bonjour</p>');
  });

  it("refuses a text already in the reader's language, asking no provider", async () => {
    const event = await createEvent(t, host, KOREAN_EVENT);
    const r = await translate(t, reader, { kind: 'event', id: event.id, to: 'ko' });
    expect(r.statusCode).toBe(400);
    expect(r.json().code).toBe('translationSameLanguage');
    expect(deepl.requests).toEqual([]);
  });

  it('says translation is unavailable when the provider fails, and counts nothing against the reader', async () => {
    const event = await createEvent(t, host, { ...KOREAN_EVENT, description: '<p>비가 오면 취소합니다.</p>' });
    for (const mode of ['down', 'rateLimited', 'quotaExceeded'] as const) {
      deepl.mode = mode;
      const r = await translate(t, other, { kind: 'event', id: event.id, to: 'ja' });
      expect(r.statusCode, mode).toBe(503);
      expect(r.json().code).toBe('translationUnavailable');
    }
    const spent = await queryRows<{ hits: number }>(
      t.database,
      sql`select hits from rate_limits where key like 'translation:%' and key not like '%:ip:%' and key <> 'translation:all' and key like ${`%${await userIdOf(t, other)}`}`,
    );
    expect(spent.map((row) => Number(row.hits))).toEqual([0]);
  });

  it('translates a Living in Korea post section by section, keeping its headings and questions apart', async () => {
    const [post] = await queryRows<{
      id: number;
      title: string;
      sections: Array<{ heading: string }>;
      faqs: unknown[];
    }>(t.database, sql`select id, title, sections, faqs from posts where slug = 'alien-registration-card-ko'`);
    const r = await translate(t, reader, { kind: 'post', id: post!.id, to: 'vi' });
    expect(r.statusCode, r.body).toBe(200);
    const { fields } = r.json() as {
      fields: { title: string; sections: Array<{ heading: string; body: string }>; faqs: unknown[] };
    };
    expect(fields.title).toBe(`[VI] ${post!.title}`);
    expect(fields.sections).toHaveLength(post!.sections.length);
    expect(fields.sections[0]!.heading).toBe(`[VI] ${post!.sections[0]!.heading}`);
    expect(fields.faqs ?? []).toHaveLength(post!.faqs.length);
  });

  it('translates the longest post in requests the provider takes (DeepL: 50 texts at most)', async () => {
    const sections = Array.from({ length: 20 }, (_, i) => ({
      heading: `제목 ${i}번`,
      body: `<p>${'설명입니다. '.repeat(40)}${i}</p>`,
    }));
    const faqs = Array.from({ length: 20 }, (_, i) => ({ question: `질문 ${i}번?`, answer: `대답 ${i}번입니다.` }));
    await t.database.db.execute(
      sql`update posts set sections = ${JSON.stringify(sections)}::jsonb, faqs = ${JSON.stringify(faqs)}::jsonb
        where slug = 'phone-plans-ko'`,
    );
    const [post] = await queryRows<{ id: number }>(t.database, sql`select id from posts where slug = 'phone-plans-ko'`);
    const r = await translate(t, reader, { kind: 'post', id: post!.id, to: 'ja' });
    expect(r.statusCode, r.body).toBe(200);
    const { fields } = r.json() as {
      fields: { sections: Array<{ heading: string }>; faqs: Array<{ answer: string }> };
    };
    expect(fields.sections[19]!.heading).toBe('[JA] 제목 19번');
    expect(fields.faqs[19]!.answer).toBe('[JA] 대답 19번입니다.');
    const sizes = deepl.requests.map((request) => (request.text as string[]).length);
    expect(sizes.every((size) => size <= 50)).toBe(true);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(1 + 20 + 40 + 20);
  });

  it('translates a chat message for the members of its room only, and nothing a moderator hid', async () => {
    const [guest] = await crowd(t, 1);
    const { roomId } = await eventWithGuests(t, host, [guest!]);
    const [messageId] = await storeMessages(t, roomId, guest!, ['다음 주 토요일에 봐요!']);
    const member = await translate(t, host, { kind: 'chatMessage', id: messageId, to: 'en' });
    expect(member.json()).toEqual({ from: 'ko', to: 'en', fields: { content: '[EN] 다음 주 토요일에 봐요!' } });

    const outsider = await translate(t, reader, { kind: 'chatMessage', id: messageId, to: 'en' });
    expect([outsider.statusCode, outsider.json().code]).toEqual([403, 'chatNotMember']);
    expect((await translate(t, null, { kind: 'chatMessage', id: messageId, to: 'en' })).statusCode).toBe(401);

    await t.database.db.execute(sql`update chat_messages set hidden_at = now() where id = ${messageId}`);
    const hidden = await translate(t, host, { kind: 'chatMessage', id: messageId, to: 'ja' });
    expect([hidden.statusCode, hidden.json().code]).toEqual([404, 'chatMessageNotFound']);
  });

  it('answers 404 for what is not there or was removed, and 400 for a request it cannot read', async () => {
    const event = await createEvent(t, host, KOREAN_EVENT);
    await t.database.db.execute(sql`update events set hidden_at = now() where id = ${event.id}`);
    for (const [payload, status, code] of [
      [{ kind: 'event', id: event.id, to: 'en' }, 404, 'eventRemoved'],
      [{ kind: 'event', id: 2_000_000_000, to: 'en' }, 404, 'eventNotFound'],
      [{ kind: 'review', id: 2_000_000_000, to: 'en' }, 404, 'reviewNotFound'],
      [{ kind: 'post', id: 2_000_000_000, to: 'en' }, 404, 'postNotFound'],
      [{ kind: 'chatMessage', id: 2_000_000_000, to: 'en' }, 404, 'chatMessageNotFound'],
      [{ kind: 'event', id: event.id, to: 'fr' }, 400, 'invalidInput'],
      [{ kind: 'photo', id: event.id, to: 'en' }, 400, 'invalidInput'],
      [{ kind: 'event', id: 2 ** 40, to: 'en' }, 400, 'invalidInput'],
    ] as const) {
      const r = await translate(t, reader, payload);
      expect([r.statusCode, r.json().code], JSON.stringify(payload)).toEqual([status, code]);
    }
    expect(deepl.requests).toEqual([]);
  });
});

describe('the daily budgets', () => {
  let t: TestApp;
  let host: TestUser;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        DEEPL_API_KEY: KEY,
        DEEPL_API_URL: deepl.url,
        TRANSLATION_CHARACTERS_PER_READER_PER_DAY: '300',
        TRANSLATION_CHARACTERS_PER_DAY: '700',
      },
    });
    [host] = (await crowd(t, 1)) as [TestUser];
  });
  afterAll(() => t.close());

  it('keep each reader and all of Moim within their characters a day, saying which is used up and when it comes back', async () => {
    // About 200 characters each: one translation fits a reader's 300, three fit Moim's 700.
    const description = `<p>${'한강에서 같이 자전거를 타요. '.repeat(11)}</p>`;
    const event = await createEvent(t, host, { ...KOREAN_EVENT, description });
    const [a, b, c, d] = await crowd(t, 4);

    expect((await translate(t, a!, { kind: 'event', id: event.id, to: 'vi' })).statusCode).toBe(200);
    const again = await translate(t, a!, { kind: 'event', id: event.id, to: 'ja' });
    expect([again.statusCode, again.json().code]).toEqual([429, 'translationAccountLimit']);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    // What is cached costs nothing.
    expect((await translate(t, a!, { kind: 'event', id: event.id, to: 'vi' })).statusCode).toBe(200);

    expect((await translate(t, b!, { kind: 'event', id: event.id, to: 'ja' })).statusCode).toBe(200);
    expect((await translate(t, c!, { kind: 'event', id: event.id, to: 'en' })).statusCode).toBe(200);
    const moim = await translate(t, d!, { kind: 'event', id: event.id, to: 'zh-CN' });
    expect([moim.statusCode, moim.json().code]).toEqual([429, 'translationDailyLimit']);

    t.clock.advance(24 * 60 * 60 * 1000);
    expect((await translate(t, d!, { kind: 'event', id: event.id, to: 'zh-CN' })).statusCode).toBe(200);
  });
});

describe('translating without a provider', () => {
  it('shows no Translate action (the public settings say so) and answers unavailable', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({ translation: false });
      const [host, reader] = await crowd(t, 2);
      const event = await createEvent(t, host!, KOREAN_EVENT);
      const r = await translate(t, reader!, { kind: 'event', id: event.id, to: 'en' });
      expect([r.statusCode, r.json().code]).toEqual([503, 'translationUnavailable']);
    } finally {
      await t.close();
    }
  });
});

async function userIdOf(t: TestApp, user: TestUser): Promise<string> {
  const [row] = await queryRows<{ id: string }>(t.database, sql`select id from users where user_id = ${user.userId}`);
  return row!.id;
}
