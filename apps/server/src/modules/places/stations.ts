/**
 * The subway stations of Seoul (inside the city's limits: lines 1–9, Airport Railroad,
 * Shinbundang, Gyeongui–Jungang, Suin–Bundang, Gyeongchun, Ui and Sillim LRT) and of Busan Metro
 * (lines 1–4), for "near a station" and the address search (`stations.json`).
 *
 * Sources (Korea Open Government Licence, type 1: free use with the source named):
 * - Seoul Open Data Plaza, 서울시 역사마스터 정보 (OA-21232): Seoul's stations, lines and coordinates.
 * - Public Data Portal, 전국도시철도역사정보표준데이터 (15013205): English names, and Busan's stations.
 * Checked against each other (Busan's coordinates within 120 m); a station on several lines is one
 * entry; coordinates are WGS84 to 4 decimals (about 10 m).
 */
import entries from './stations.json' with { type: 'json' };

export interface StationEntry {
  /** Stable id, e.g. 'seoul-hongik-university'. */
  id: string;
  /** Korean name without 역, e.g. '홍대입구'. */
  nameKo: string;
  /** Official English name, e.g. 'Hongik Univ.'. */
  nameEn: string;
  city: 'seoul' | 'busan';
  /** Short English names of its lines: '2', 'Airport Railroad', 'Gyeongui–Jungang'… */
  lines: string[];
  latitude: number;
  longitude: number;
  /** Other names people use: nicknames (Hongdae), the official long name, a former name. */
  aliases?: string[];
}

const CITIES = { seoul: { ko: '서울', en: 'Seoul' }, busan: { ko: '부산', en: 'Busan' } } as const;

function isCity(value: string): value is StationEntry['city'] {
  return value in CITIES;
}

/** Every station; the JSON's cities are checked here, so a typo fails at start, not in a search. */
export const stations: readonly StationEntry[] = entries.map((entry) => {
  if (!isCity(entry.city)) throw new Error(`stations.json: ${entry.id} has an unknown city ${entry.city}`);
  return { ...entry, city: entry.city };
});

/** A station's name in Korean ("홍대입구역") and in English ("Hongik Univ. Station"). */
export function stationNames(entry: StationEntry): { ko: string; en: string } {
  return {
    ko: `${entry.nameKo}역`,
    en: /\bstation$/i.test(entry.nameEn) ? entry.nameEn : `${entry.nameEn} Station`,
  };
}

/** A station as an address, in both scripts: "홍대입구역 (Hongik Univ. Station, Seoul)". */
export function stationAddress(entry: StationEntry): string {
  const { ko, en } = stationNames(entry);
  return `${ko} (${en}, ${CITIES[entry.city].en})`;
}

/** The city of a station, in Korean and in English. */
export function stationCity(entry: StationEntry): { ko: string; en: string } {
  return CITIES[entry.city];
}
