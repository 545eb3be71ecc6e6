import type { Locale, PinnablePlace, Place } from '@moim/contract';
import { AppError } from '../../lib/errors.ts';
import {
  DISTRICT_PIN_RADIUS_KM,
  gazetteer,
  gazetteerAddress,
  gazetteerNames,
  type GazetteerEntry,
} from './gazetteer.ts';

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

const districtsByAddress = new Map(gazetteer.map((entry) => [gazetteerAddress(entry), entry]));

/**
 * The place an event's address names, where the server knows it by itself: a district of the
 * built-in list, with its point and how far from it the event's pin may be. An address of a map
 * service (or a client's own) is not known here: it would take a call to that service.
 */
export function knownPlaceOf(address: string): PinnablePlace | null {
  const entry = districtsByAddress.get(address.trim());
  return entry ? gazetteerPlace(entry, 'en') : null;
}

/** The built-in list of districts: matches Korean or English names, their regions and aliases. */
export function createGazetteerProvider(): PlacesProvider {
  const index = gazetteer.map((entry) => ({
    entry,
    names: [entry.nameKo, entry.nameEn, entry.nameEn.replace(/-(gu|gun|si)$/i, ''), ...(entry.aliases ?? [])].map(
      normalize,
    ),
    regions: [entry.regionKo, entry.regionEn, entry.cityKo ?? '', entry.cityEn ?? ''].filter(Boolean).map(normalize),
  }));
  return {
    name: 'gazetteer',
    async search(query, locale) {
      const words = query
        .split(/[\s,]+/)
        .map(normalize)
        .filter(Boolean);
      if (words.length === 0) return [];
      const scored = index
        .map(({ entry, names, regions }) => {
          let score = 0;
          for (const word of words) {
            if (names.some((n) => n === word)) score += 4;
            else if (names.some((n) => n.startsWith(word))) score += 3;
            else if (names.some((n) => n.includes(word))) score += 2;
            else if (regions.some((r) => r.startsWith(word) || r.includes(word))) score += 1;
            else return { entry, score: 0 };
          }
          return { entry, score };
        })
        .filter((s) => s.score > 0)
        .sort((a, b) => b.score - a.score || a.entry.nameEn.localeCompare(b.entry.nameEn));
      return scored.slice(0, MAX_RESULTS).map((s) => gazetteerPlace(s.entry, locale));
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
export function createGooglePlacesProvider(apiKey: string, fetchImpl: typeof fetch = fetch): PlacesProvider {
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
