import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { choosePlacesProvider, createKakaoProvider, knownPlaceOf } from './places.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = (q: string, language = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/places/search?q=${encodeURIComponent(q)}`,
    headers: { 'accept-language': language },
  });

describe('GET /api/places/search (built-in gazetteer)', () => {
  it("finds '마포' and 'Mapo' alike", async () => {
    for (const q of ['마포', 'Mapo', 'mapo-gu', '마포구']) {
      const places = (await search(q)).json();
      expect(places[0], q).toMatchObject({ id: 'gazetteer:seoul-mapo-gu', latitude: expect.closeTo(37.566, 1) });
      expect(places[0].address).toContain('마포구');
      expect(places[0].address).toContain('Mapo-gu');
    }
  });

  it('names places in the reader language', async () => {
    expect((await search('Mapo', 'ko')).json()[0].name).toBe('서울특별시 마포구');
    expect((await search('Mapo', 'en')).json()[0].name).toBe('Mapo-gu, Seoul');
  });

  it('finds a district by a well-known neighbourhood and narrows by region', async () => {
    expect((await search('Hongdae')).json()[0].id).toBe('gazetteer:seoul-mapo-gu');
    const jung = (await search('Jung-gu Busan')).json();
    expect(jung[0].address).toContain('부산');
  });

  it('covers the Gyeonggi-do cities and their districts', async () => {
    expect((await search('Bundang')).json()[0].address).toContain('분당구');
    expect((await search('수원')).json().length).toBeGreaterThan(1);
  });

  it("says how far from a district's point an event's pin may be: wider for island counties", async () => {
    expect((await search('Mapo')).json()[0]).toMatchObject({ pinRadiusKm: 40 });
    expect((await search('Baengnyeongdo')).json()[0]).toMatchObject({
      id: 'gazetteer:incheon-ongjin-gun',
      pinRadiusKm: 200,
    });
  });

  it('knows the place of a stored district address, and of no other', async () => {
    const mapo = (await search('Mapo')).json()[0];
    expect(knownPlaceOf(mapo.address)).toMatchObject({
      latitude: mapo.latitude,
      longitude: mapo.longitude,
      pinRadiusKm: 40,
    });
    expect(knownPlaceOf(` ${mapo.address} `)).toMatchObject({ latitude: mapo.latitude });
    expect(knownPlaceOf('서울 마포구 마포나루길 467')).toBeNull();
    expect(knownPlaceOf('Mapo-gu, Seoul')).toBeNull();
    expect(knownPlaceOf('')).toBeNull();
  });

  it('answers an empty list for an empty or unknown query, never an error', async () => {
    expect((await search('')).json()).toEqual([]);
    expect((await search('zzzzqqq')).json()).toEqual([]);
  });
});

describe('choosing the provider', () => {
  it('uses Kakao with its key, else Google with its key, else the gazetteer', () => {
    expect(choosePlacesProvider({ kakaoRestApiKey: 'k', googleMapsApiKey: 'g' }).name).toBe('kakao');
    expect(choosePlacesProvider({ googleMapsApiKey: 'g' }).name).toBe('google');
    expect(choosePlacesProvider({}).name).toBe('gazetteer');
  });

  it('maps Kakao Local answers to places', async () => {
    const fakeFetch = (async () =>
      new Response(
        JSON.stringify({
          documents: [
            {
              id: '1',
              place_name: '망원한강공원',
              road_address_name: '서울 마포구 마포나루길 467',
              address_name: '',
              x: '126.8953',
              y: '37.5552',
            },
          ],
        }),
      )) as unknown as typeof fetch;
    const places = await createKakaoProvider('key', fakeFetch).search('망원', 'ko');
    expect(places).toEqual([
      {
        id: 'kakao:1',
        name: '망원한강공원',
        address: '서울 마포구 마포나루길 467',
        latitude: 37.5552,
        longitude: 126.8953,
      },
    ]);
  });
});
