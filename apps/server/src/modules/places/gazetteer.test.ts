import { describe, expect, it } from 'vitest';
import { DISTRICT_PIN_RADIUS_KM, gazetteer, type GazetteerEntry } from './gazetteer.ts';

const inRegion = (regionEn: string): GazetteerEntry[] => gazetteer.filter((entry) => entry.regionEn === regionEn);

/** Great-circle distance in kilometres. */
const distanceKm = (lat1: number, lon1: number, lat2: number, lon2: number): number => {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
};

const decimals = (value: number): number => (value.toString().split('.')[1] ?? '').length;

describe('gazetteer', () => {
  it('has unique, well-formed ids', () => {
    const ids = gazetteer.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('spells every field as the type does (a misspelt optional field would be ignored silently)', () => {
    const fields = ['id', 'nameKo', 'nameEn', 'regionKo', 'regionEn', 'cityKo', 'cityEn', 'latitude', 'longitude'];
    const known = new Set([...fields, 'pinRadiusKm', 'aliases', 'note']);
    for (const entry of gazetteer) {
      for (const key of Object.keys(entry)) expect(known.has(key), `${entry.id}: ${key}`).toBe(true);
      if (entry.note !== undefined) expect(entry.note.trim(), entry.id).not.toBe('');
    }
  });

  it("widens a district's pin radius only beyond the default", () => {
    for (const entry of gazetteer.filter((e) => e.pinRadiusKm !== undefined)) {
      expect(entry.pinRadiusKm, entry.id).toBeGreaterThan(DISTRICT_PIN_RADIUS_KM);
    }
  });

  it('places every entry inside South Korea, with at most 4 decimals', () => {
    for (const entry of gazetteer) {
      expect(entry.latitude, entry.id).toBeGreaterThanOrEqual(33);
      expect(entry.latitude, entry.id).toBeLessThanOrEqual(38.7);
      expect(entry.longitude, entry.id).toBeGreaterThanOrEqual(124.5);
      expect(entry.longitude, entry.id).toBeLessThanOrEqual(131);
      expect(decimals(entry.latitude), entry.id).toBeLessThanOrEqual(4);
      expect(decimals(entry.longitude), entry.id).toBeLessThanOrEqual(4);
    }
  });

  it('names every entry in Korean and in romanised form with its suffix', () => {
    for (const entry of gazetteer) {
      expect(entry.nameKo, entry.id).toMatch(/^[가-힣]+(시|군|구)$/);
      expect(entry.nameEn, entry.id).toMatch(/^[A-Z][a-z]+(-(si|gun|gu))$/);
      expect(entry.regionKo, entry.id).toMatch(/^[가-힣]+$/);
      expect(entry.regionEn, entry.id).not.toBe('');
      expect(entry.cityKo === undefined, entry.id).toBe(entry.cityEn === undefined);
      for (const alias of entry.aliases ?? []) expect(alias.trim(), entry.id).toBe(alias);
    }
  });

  it('uses one Korean name per English region name', () => {
    const regionKoByEn = new Map<string, Set<string>>();
    for (const entry of gazetteer) {
      const names = regionKoByEn.get(entry.regionEn) ?? new Set<string>();
      names.add(entry.regionKo);
      regionKoByEn.set(entry.regionEn, names);
    }
    for (const [regionEn, names] of regionKoByEn) expect([...names], regionEn).toHaveLength(1);
  });

  it('covers every district of the metropolitan cities', () => {
    expect(inRegion('Seoul')).toHaveLength(25);
    expect(inRegion('Busan')).toHaveLength(16);
    expect(inRegion('Daegu')).toHaveLength(9);
    expect(inRegion('Daejeon')).toHaveLength(5);
    expect(inRegion('Gwangju')).toHaveLength(5);
    expect(inRegion('Ulsan')).toHaveLength(5);
    expect(inRegion('Incheon').length).toBeGreaterThanOrEqual(10);
    expect(inRegion('Sejong')).toHaveLength(1);
  });

  it('includes the districts people search for by name', () => {
    const names = (regionEn: string) => inRegion(regionEn).map((entry) => entry.nameEn);
    expect(names('Busan')).toContain('Gijang-gun');
    expect(names('Daegu')).toEqual(expect.arrayContaining(['Dalseong-gun', 'Gunwi-gun']));
    expect(names('Incheon')).toEqual(expect.arrayContaining(['Michuhol-gu', 'Ganghwa-gun', 'Ongjin-gun']));
    expect(names('Ulsan')).toContain('Ulju-gun');
  });

  it('covers the 31 si/gun of Gyeonggi-do and the gu of its cities', () => {
    const gyeonggi = inRegion('Gyeonggi-do');
    const siGun = gyeonggi.filter((entry) => entry.cityKo === undefined);
    expect(siGun).toHaveLength(31);
    expect(siGun.filter((entry) => entry.nameEn.endsWith('-si'))).toHaveLength(28);
    expect(siGun.filter((entry) => entry.nameEn.endsWith('-gun')).map((entry) => entry.nameEn)).toEqual(
      expect.arrayContaining(['Yangpyeong-gun', 'Gapyeong-gun', 'Yeoncheon-gun']),
    );

    const guOf = (cityEn: string) => gyeonggi.filter((entry) => entry.cityEn === cityEn).map((entry) => entry.nameEn);
    expect(guOf('Suwon-si')).toEqual(expect.arrayContaining(['Jangan-gu', 'Gwonseon-gu', 'Paldal-gu', 'Yeongtong-gu']));
    expect(guOf('Seongnam-si')).toEqual(expect.arrayContaining(['Sujeong-gu', 'Jungwon-gu', 'Bundang-gu']));
    expect(guOf('Goyang-si')).toEqual(expect.arrayContaining(['Deogyang-gu', 'Ilsandong-gu', 'Ilsanseo-gu']));
    expect(guOf('Yongin-si')).toEqual(expect.arrayContaining(['Cheoin-gu', 'Giheung-gu', 'Suji-gu']));
    expect(guOf('Anyang-si')).toEqual(expect.arrayContaining(['Manan-gu', 'Dongan-gu']));
    expect(guOf('Ansan-si')).toEqual(expect.arrayContaining(['Sangnok-gu', 'Danwon-gu']));
    expect(guOf('Bucheon-si')).toEqual(expect.arrayContaining(['Wonmi-gu', 'Sosa-gu', 'Ojeong-gu']));
  });

  it('puts every gu of a city inside a city that is itself listed, and near it', () => {
    for (const entry of gazetteer.filter((candidate) => candidate.cityKo !== undefined)) {
      const city = gazetteer.find(
        (candidate) =>
          candidate.regionKo === entry.regionKo &&
          candidate.cityKo === undefined &&
          candidate.nameKo === entry.cityKo &&
          candidate.nameEn === entry.cityEn,
      );
      expect(city, entry.id).toBeDefined();
      if (city) {
        expect(entry.id.startsWith(`${city.id}-`), entry.id).toBe(true);
        expect(distanceKm(entry.latitude, entry.longitude, city.latitude, city.longitude), entry.id).toBeLessThan(25);
      }
    }
  });

  it('has Mapo-gu where it is', () => {
    const mapo = gazetteer.find((entry) => entry.nameKo === '마포구');
    expect(mapo).toMatchObject({ id: 'seoul-mapo-gu', nameEn: 'Mapo-gu', regionKo: '서울특별시', regionEn: 'Seoul' });
    expect(distanceKm(mapo!.latitude, mapo!.longitude, 37.566, 126.902)).toBeLessThan(2);
    expect(mapo!.aliases).toEqual(expect.arrayContaining(['Hongdae', '홍대']));
  });

  it('places some well-known districts within a couple of kilometres', () => {
    const near = (id: string, latitude: number, longitude: number) => {
      const entry = gazetteer.find((candidate) => candidate.id === id);
      expect(entry, id).toBeDefined();
      expect(distanceKm(entry!.latitude, entry!.longitude, latitude, longitude), id).toBeLessThan(2);
    };
    near('seoul-gangnam-gu', 37.5172, 127.0473);
    near('busan-haeundae-gu', 35.1631, 129.1635);
    near('seoul-jongno-gu', 37.5735, 126.979);
    near('jeju-jeju-si', 33.4996, 126.5312);
  });

  it('keeps districts of one region apart, except in different cities', () => {
    const seen = new Set<string>();
    for (const entry of gazetteer) {
      const key = `${entry.regionKo}/${entry.cityKo ?? ''}/${entry.nameKo}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
    const keyEn = new Set(gazetteer.map((entry) => `${entry.regionEn}/${entry.cityEn ?? ''}/${entry.nameEn}`));
    expect(keyEn.size).toBe(gazetteer.length);
  });

  it('finds the districts of the famous neighbourhoods by alias', () => {
    const byAlias = (alias: string) => gazetteer.filter((entry) => entry.aliases?.includes(alias)).map((e) => e.id);
    expect(byAlias('Hongdae')).toEqual(['seoul-mapo-gu']);
    expect(byAlias('이태원')).toEqual(['seoul-yongsan-gu']);
    expect(byAlias('Myeongdong')).toEqual(['seoul-jung-gu']);
    expect(byAlias('Jamsil')).toEqual(['seoul-songpa-gu']);
    expect(byAlias('성수')).toEqual(['seoul-seongdong-gu']);
    expect(byAlias('Seomyeon')).toEqual(['busan-busanjin-gu']);
    expect(byAlias('광안리')).toEqual(['busan-suyeong-gu']);
    expect(byAlias('Songdo')).toEqual(['incheon-yeonsu-gu']);
    expect(byAlias('판교')).toEqual(['gyeonggi-seongnam-si-bundang-gu']);
  });
});
