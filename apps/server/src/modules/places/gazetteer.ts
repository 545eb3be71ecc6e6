/**
 * A built-in gazetteer of South Korean districts (`gazetteer.json`), used by the address search when no map
 * API key is configured.
 *
 * Coverage: every gu/gun of Seoul, Busan, Incheon, Daegu, Daejeon, Gwangju and Ulsan; every si/gun of Gyeonggi-do
 * and the gu of its cities that have them; Sejong; and the main cities elsewhere that visitors often go to.
 *
 * Coordinates are the district (city, county) office, rounded to 4 decimals, unless the entry's note says
 * otherwise; they are meant to centre a map, not to geocode an address.
 *
 * Administrative state as of late 2026:
 * - Incheon: since 2026-07-01 Jung-gu and Dong-gu are replaced by Jemulpo-gu (the mainland) and Yeongjong-gu
 *   (Yeongjongdo and the airport), and Geomdan-gu is split off from Seo-gu (north of the Ara canal): 9 gu + 2 gun.
 *   The old names are kept as aliases.
 * - Hwaseong-si (Gyeonggi-do): four gu since 2026-02-01 (Manse, Hyohaeng, Byeongjeom, Dongtan).
 * - Bucheon-si: Wonmi, Sosa and Ojeong gu restored on 2024-01-01.
 * - Daegu: Gunwi-gun joined on 2023-07-01.
 * Region names follow the metropolitan city / province each district belongs to.
 */
import entries from './gazetteer.json' with { type: 'json' };

export interface GazetteerEntry {
  /** Stable id, e.g. 'seoul-mapo-gu'. */
  id: string;
  /** Korean official name of the district, e.g. '마포구'. */
  nameKo: string;
  /** English (Revised Romanization) name, e.g. 'Mapo-gu'. */
  nameEn: string;
  /** Korean name of the province or metropolitan city, e.g. '서울특별시'. */
  regionKo: string;
  /** English name of the region, e.g. 'Seoul'. */
  regionEn: string;
  /** For a gu inside a non-metropolitan city (e.g. 수원시 팔달구): the city, Korean and English. */
  cityKo?: string;
  cityEn?: string;
  /** Approximate centre (the district office or geographic centre), WGS84, 4 decimals. */
  latitude: number;
  longitude: number;
  /**
   * How far (km) from this point an event's pin may be put, where `DISTRICT_PIN_RADIUS_KM` does not
   * reach the whole district: islands far out at sea (Ongjin's Baengnyeongdo, Yeosu's Geomundo, Jeju's
   * Chujado and Udo, Seogwipo's Seongsan) and Pohang's wide west.
   */
  pinRadiusKm?: number;
  /** Other spellings people type, e.g. well-known neighbourhoods inside the district, in English and Korean. */
  aliases?: string[];
  /** For the people who keep the data: a recent change of the district, or which point the coordinates are. */
  note?: string;
}

/**
 * How far (km) from a district's point an event's pin may be put: a district is an area, and its
 * point is its office; the widest mainland districts reach about 35 km from theirs (decision 52).
 */
export const DISTRICT_PIN_RADIUS_KM = 40;

/** Every district the built-in address search knows, grouped by region (the type checks the JSON's shape). */
export const gazetteer: readonly GazetteerEntry[] = entries;

/** An entry's full name in Korean ("서울특별시 마포구") and in English ("Mapo-gu, Seoul"). */
export function gazetteerNames(entry: GazetteerEntry): { ko: string; en: string } {
  return {
    ko: [entry.regionKo, entry.cityKo, entry.nameKo].filter(Boolean).join(' '),
    en: [entry.nameEn, entry.cityEn, entry.regionEn].filter(Boolean).join(', '),
  };
}

/**
 * An entry's address as the search answers it and events store it, in both scripts so guests of
 * either language can read it: "서울특별시 마포구 (Mapo-gu, Seoul)".
 */
export function gazetteerAddress(entry: GazetteerEntry): string {
  const { ko, en } = gazetteerNames(entry);
  return `${ko} (${en})`;
}
