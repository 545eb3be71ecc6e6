import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/accounts.ts';
import { createEvent, eventPayload } from '../../test/events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The host's own second version of an event's name and description (decision 77).
let t: TestApp;
let host: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  host = await registerUser(t);
});
afterAll(() => t.close());

const KOREAN = {
  name: '망원 한강 소풍',
  description: '<p>간식을 가져오세요. 한강에서 같이 놀아요.</p>',
};
const ENGLISH = {
  secondLanguage: 'en',
  secondName: '  Picnic by the Han river  ',
  secondDescription: '<p>Bring <strong>snacks</strong><script>alert(1)</script> and play by the river</p>',
};

async function submit(overrides: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/events/submit',
    payload: await eventPayload(t, host, overrides),
    headers: host.auth,
  });
}

describe('an event with a second language', () => {
  it('keeps the host’s second version: trimmed, sanitised, on the page and in lists', async () => {
    const event = await createEvent(t, host, { ...KOREAN, ...ENGLISH });
    const page = (await t.app.inject({ url: `/api/events/getEvents/${event.id}` })).json();
    expect(page).toMatchObject({
      name: KOREAN.name,
      textLanguage: 'ko',
      secondLanguage: 'en',
      secondName: 'Picnic by the Han river',
      secondDescription: '<p>Bring <strong>snacks</strong> and play by the river</p>',
    });

    const list = (await t.app.inject({ url: `/api/events/getEventsByHostId/${host.userId}` })).json() as {
      id: number;
      secondLanguage?: string;
      secondName?: string;
      secondDescription?: string;
    }[];
    expect(list.find((item) => item.id === event.id)).toMatchObject({
      secondLanguage: 'en',
      secondName: 'Picnic by the Han river',
      secondDescription: 'Bring snacks and play by the river',
    });
  });

  it('is found by a search in either language', async () => {
    const event = await createEvent(t, host, {
      name: '북촌 사진 산책',
      description: '<p>한옥 마을을 걸어요</p>',
      secondLanguage: 'vi',
      secondName: 'Đi dạo chụp ảnh Bukchon',
      secondDescription: '<p>Cùng đi bộ qua làng hanok</p>',
    });
    for (const query of ['북촌 사진', 'chụp ảnh', 'làng hanok', 'hanok']) {
      const found = (
        await t.app.inject({ url: `/api/events?fetchType=search&query=${encodeURIComponent(query)}` })
      ).json() as {
        id: number;
      }[];
      expect(
        found.map((item) => item.id),
        query,
      ).toContain(event.id);
    }
  });

  it('is left out of the answers of an event without one (the spec’s shape)', async () => {
    const event = await createEvent(t, host, { secondLanguage: '', secondName: '', secondDescription: '' });
    const page = (await t.app.inject({ url: `/api/events/getEvents/${event.id}` })).json() as Record<string, unknown>;
    expect(page).not.toHaveProperty('secondLanguage');
    expect(page).not.toHaveProperty('secondName');
    expect(page).not.toHaveProperty('secondDescription');
  });

  it('may have a name without a description', async () => {
    const event = await createEvent(t, host, { secondLanguage: 'ja', secondName: '漢江ピクニック' });
    const page = (await t.app.inject({ url: `/api/events/getEvents/${event.id}` })).json();
    expect(page).toMatchObject({ secondLanguage: 'ja', secondName: '漢江ピクニック', secondDescription: '' });
  });

  it.each([
    [{ secondLanguage: 'fr', secondName: 'Pique-nique' }, 'secondLanguageInvalid'],
    [{ secondLanguage: ['en'], secondName: 'Picnic' }, 'secondLanguageInvalid'],
    [{ secondName: 'Picnic' }, 'secondLanguageRequired'],
    [{ secondDescription: '<p>Snacks</p>' }, 'secondLanguageRequired'],
    [{ secondLanguage: 'en' }, 'secondNameRequired'],
    [{ secondLanguage: 'en', secondName: '   ' }, 'secondNameRequired'],
    [{ secondLanguage: 'en', secondName: 'x'.repeat(101) }, 'secondNameTooLong'],
    [{ secondLanguage: 'en', secondName: 'Pic\u0000nic' }, 'textInvalidCharacters'],
    [
      { secondLanguage: 'en', secondName: 'Picnic', secondDescription: 'x'.repeat(200_000) },
      'secondDescriptionTooLong',
    ],
    // Short markup, long text: the text's own limit.
    [
      { secondLanguage: 'en', secondName: 'Picnic', secondDescription: `<p>${'word '.repeat(1100)}</p>` },
      'secondDescriptionTooLong',
    ],
  ])('refuses %j with %s in the caller’s language', async (overrides, code) => {
    const r = await submit(overrides);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code });
    const ko = await t.app.inject({
      method: 'POST',
      url: '/api/events/submit',
      payload: await eventPayload(t, host, overrides),
      headers: { ...host.auth, 'accept-language': 'ko' },
    });
    expect((ko.json() as { message: string }).message).not.toBe((r.json() as { message: string }).message);
  });
});
