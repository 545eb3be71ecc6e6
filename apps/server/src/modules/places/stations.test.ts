import { distanceKm } from '@moim/contract';
import { describe, expect, it } from 'vitest';
import { createGazetteerProvider, knownPlaceOf } from './places.service.ts';
import { stationAddress, stations } from './stations.ts';

const search = createGazetteerProvider().search;

describe('subway stations', () => {
  it('has unique ids, known fields, and every station inside its city', () => {
    const ids = stations.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    const known = new Set(['id', 'nameKo', 'nameEn', 'city', 'lines', 'latitude', 'longitude', 'aliases']);
    for (const entry of stations) {
      expect(entry.id).toMatch(new RegExp(`^${entry.city}-[a-z0-9]+(-[a-z0-9]+)*$`));
      for (const key of Object.keys(entry)) expect(known.has(key), `${entry.id}: ${key}`).toBe(true);
      expect(entry.nameKo, entry.id).not.toMatch(/역$/);
      expect(entry.lines.length, entry.id).toBeGreaterThan(0);
      const [south, north, west, east] =
        entry.city === 'seoul' ? [37.42, 37.72, 126.76, 127.19] : [35.0, 35.42, 128.85, 129.3];
      expect(entry.latitude, entry.id).toBeGreaterThanOrEqual(south);
      expect(entry.latitude, entry.id).toBeLessThanOrEqual(north);
      expect(entry.longitude, entry.id).toBeGreaterThanOrEqual(west);
      expect(entry.longitude, entry.id).toBeLessThanOrEqual(east);
    }
    expect(stations.filter((s) => s.city === 'seoul').length).toBeGreaterThan(300);
    expect(stations.filter((s) => s.city === 'busan').length).toBeGreaterThan(100);
  });

  it.each([
    ['Hongdae station', 'en', 'station:seoul-hongik-university', 'Hongik Univ. Station'],
    ['홍대입구역', 'ko', 'station:seoul-hongik-university', '홍대입구역'],
    ['hongik univ', 'vi', 'station:seoul-hongik-university', 'Hongik Univ. Station'],
    ['Gangnam station', 'en', 'station:seoul-gangnam', 'Gangnam Station'],
    ['강남역', 'ko', 'station:seoul-gangnam', '강남역'],
    ['Seoul Station', 'en', 'station:seoul-seoul-station', 'Seoul Station'],
    ['서면역', 'ko', 'station:busan-seomyeon', '서면역'],
    ['Haeundae station', 'ja', 'station:busan-haeundae', 'Haeundae Station'],
  ])('%s finds the station first (%s)', async (query, locale, id, name) => {
    const [first] = await search(query, locale as 'en');
    expect(first).toMatchObject({ id, name });
  });

  it('finds districts and stations of the same name side by side', async () => {
    const found = (await search('Itaewon', 'en')).map((place) => place.id);
    expect(found).toContain('station:seoul-itaewon');
    expect(found).toContain('gazetteer:seoul-yongsan-gu');
  });

  it("puts a station's point near the station, and knows its address again for the pin's check", () => {
    const hongdae = stations.find((s) => s.id === 'seoul-hongik-university')!;
    expect(distanceKm(hongdae, { latitude: 37.557, longitude: 126.925 })).toBeLessThan(0.3);
    expect(stationAddress(hongdae)).toBe('홍대입구역 (Hongik Univ. Station, Seoul)');
    expect(knownPlaceOf(stationAddress(hongdae))).toMatchObject({ latitude: hongdae.latitude });
  });
});
