import type { Locale, PinnablePlace, Place } from '@moim/contract';
import { AppError } from '../../lib/errors.ts';
import {
  DISTRICT_PIN_RADIUS_KM,
  gazetteer,
  gazetteerAddress,
  gazetteerNames,
  type GazetteerEntry,
} from './gazetteer.ts';
import { stationAddress, stationCity, stationNames, stations, type StationEntry } from './stations.ts';

/** One address search backend. */
export interface PlacesProvider {
  readonly name: 'kakao' | 'google' | 'gazetteer';
  search(query: string, locale: Locale): Promise<Place[]>;
}

const MAX_RESULTS = 8;

function normalize(value: string): string {
  return value.toLowerCase().replace(/[\s\-_.,()]/g, '');
}

function gazetteerPlace(entry: GazetteerEntry, locale: Locale): Place {
  return {
    id: `gazetteer:${entry.id}`,
    address: gazetteerAddress(entry),
    name: gazetteerNames(entry)[locale === 'ko' ? 'ko' : 'en'],
    latitude: entry.latitude,
    longitude: entry.longitude,
    pinRadiusKm: entry.pinRadiusKm ?? DISTRICT_PIN_RADIUS_KM,
  };
}

/** A subway station as a place: its pin may be anywhere near its exits (PIN_RADIUS_KM). */
function stationPlace(entry: StationEntry, locale: Locale): Place {
  return {
    id: `station:${entry.id}`,
    address: stationAddress(entry),
    name: stationNames(entry)[locale === 'ko' ? 'ko' : 'en'],
    latitude: entry.latitude,
    longitude: entry.longitude,
  };
}

const STATION_WORDS = ['station', 'stn', 'subway', 'metro', '역', '지하철'];
/** A search that says it looks for a station: a station word, or a Korean name ending in 역. */
const STATION_SEARCH = new RegExp(`(^|\\s)(${STATION_WORDS.join('|')})(\\s|$)|\\p{Script=Hangul}역(\\s|$)`, 'iu');

/** What the built-in search finds: districts and stations, each with the words that name it. */
interface BuiltInEntry {
  kind: 'district' | 'station';
  place: (locale: Locale) => Place;
  /** Sorts equal matches. */
  nameEn: string;
  names: string[];
  /** Words that narrow the search without naming the place: its region, or "station". */
  regions: string[];
}

const builtIn: BuiltInEntry[] = [
  ...gazetteer.map((entry) => ({
    kind: 'district' as const,
    place: (locale: Locale) => gazetteerPlace(entry, locale),
    nameEn: entry.nameEn,
    names: [entry.nameKo, entry.nameEn, entry.nameEn.replace(/-(gu|gun|si)$/i, ''), ...(entry.aliases ?? [])].map(
      normalize,
    ),
    regions: [entry.regionKo, entry.regionEn, entry.cityKo ?? '', entry.cityEn ?? ''].filter(Boolean).map(normalize),
  })),
  ...stations.map((entry) => {
    const { ko, en } = stationNames(entry);
    const city = stationCity(entry);
    return {
      kind: 'station' as const,
      place: (locale: Locale) => stationPlace(entry, locale),
      nameEn: en,
      names: [entry.nameKo, ko, entry.nameEn, en, ...(entry.aliases ?? [])].map(normalize),
      regions: [city.ko, city.en, ...STATION_WORDS].map(normalize),
    };
  }),
];

const placesByAddress = new Map<string, PinnablePlace>([
  ...gazetteer.map((entry) => [gazetteerAddress(entry), gazetteerPlace(entry, 'en')] as const),
  ...stations.map((entry) => [stationAddress(entry), stationPlace(entry, 'en')] as const),
]);

/**
 * The place an event's address names, where the server knows it by itself: a district or a
 * station of the built-in lists, with its point and how far from it the event's pin may be. An
 * address of a map service (or a client's own) is not known here: it would take a call to that service.
 */
export function knownPlaceOf(address: string): PinnablePlace | null {
  return placesByAddress.get(address.trim()) ?? null;
}

/**
 * The built-in lists of districts and subway stations: matches Korean or English names, their
 * regions and aliases ("Hongdae station", "홍대입구역", "Mapo").
 */
export function createGazetteerProvider(): PlacesProvider {
  return {
    name: 'gazetteer',
    async search(query, locale) {
      const words = query
        .split(/[\s,]+/)
        .map(normalize)
        .filter(Boolean);
      if (words.length === 0) return [];
      // Equal matches: stations first when a station is asked for, else districts.
      const first = STATION_SEARCH.test(query) ? 'station' : 'district';
      const whole = normalize(query);
      const rank = (entry: BuiltInEntry) => (entry.kind === first ? 0 : 1);
      const scored = builtIn
        .map((entry) => {
          const { names, regions } = entry;
          // A station's own name counts as a district's start unless a station is asked for: "마포" is the district.
          const named = entry.kind === 'district' || first === 'station';
          let score = 0;
          for (const word of words) {
            if (names.some((n) => n === word)) score += named ? 4 : 3;
            else if (names.some((n) => n.startsWith(word))) score += 3;
            else if (names.some((n) => n.includes(word))) score += 2;
            else if (regions.some((r) => r.startsWith(word) || r.includes(word))) score += 1;
            else return { entry, score: 0 };
          }
          // The whole name typed ("Seoul Station") beats its words found in longer names.
          if (named && names.includes(whole)) score += 2;
          return { entry, score };
        })
        .filter((s) => s.score > 0)
        .sort(
          (a, b) => b.score - a.score || rank(a.entry) - rank(b.entry) || a.entry.nameEn.localeCompare(b.entry.nameEn),
        );
      return scored.slice(0, MAX_RESULTS).map((s) => s.entry.place(locale));
    },
  };
}

/** Kakao Local keyword search (REST), for real street addresses. */
export function createKakaoProvider(apiKey: string, fetchImpl: typeof fetch = fetch): PlacesProvider {
  return {
    name: 'kakao',
    async search(query) {
      const url = new URL('https://dapi.kakao.com/v2/local/search/keyword.json');
      url.searchParams.set('query', query);
      url.searchParams.set('size', String(MAX_RESULTS));
      const response = await fetchImpl(url, {
        headers: { authorization: `KakaoAK ${apiKey}` },
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`Kakao Local answered ${response.status}`);
      const body = (await response.json()) as {
        documents: Array<{
          id: string;
          place_name: string;
          road_address_name: string;
          address_name: string;
          x: string;
          y: string;
        }>;
      };
      return body.documents.map((d) => ({
        id: `kakao:${d.id}`,
        name: d.place_name,
        address: d.road_address_name || d.address_name,
        latitude: Number(d.y),
        longitude: Number(d.x),
      }));
    },
  };
}

/** Google Places text search (New), restricted to Korea. */
function createGooglePlacesProvider(apiKey: string, fetchImpl: typeof fetch = fetch): PlacesProvider {
  return {
    name: 'google',
    async search(query, locale) {
      const response = await fetchImpl('https://places.googleapis.com/v1/places:searchText', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-goog-api-key': apiKey,
          'x-goog-fieldmask': 'places.id,places.displayName,places.formattedAddress,places.location',
        },
        body: JSON.stringify({ textQuery: query, regionCode: 'KR', languageCode: locale, pageSize: MAX_RESULTS }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`Google Places answered ${response.status}`);
      const body = (await response.json()) as {
        places?: Array<{
          id: string;
          displayName?: { text: string };
          formattedAddress: string;
          location: { latitude: number; longitude: number };
        }>;
      };
      return (body.places ?? []).map((p) => ({
        id: `google:${p.id}`,
        name: p.displayName?.text ?? p.formattedAddress,
        address: p.formattedAddress,
        latitude: p.location.latitude,
        longitude: p.location.longitude,
      }));
    },
  };
}

/** Kakao when its key is set, else Google when its key is set, else the built-in gazetteer. */
export function choosePlacesProvider(keys: { kakaoRestApiKey?: string; googleMapsApiKey?: string }): PlacesProvider {
  if (keys.kakaoRestApiKey) return createKakaoProvider(keys.kakaoRestApiKey);
  if (keys.googleMapsApiKey) return createGooglePlacesProvider(keys.googleMapsApiKey);
  return createGazetteerProvider();
}

export function createPlacesService(provider: PlacesProvider) {
  return {
    async search(query: string, locale: Locale): Promise<Place[]> {
      if (query.trim().length === 0) return [];
      try {
        return await provider.search(query.trim(), locale);
      } catch (error) {
        throw new AppError('placesUnavailable', { cause: error });
      }
    },
  };
}

export type PlacesService = ReturnType<typeof createPlacesService>;
