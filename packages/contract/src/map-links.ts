// Links that open an event's place in the map services people in Korea use. A plain function
// without the validation library, shared by the event page and the reminder mail.

/** The address without its English gloss, "서울특별시 마포구 (Mapo-gu, Seoul)" → "서울특별시 마포구". */
function searchableAddress(address: string): string {
  return address.replace(/\s*\([^)]*\)\s*$/, '').trim() || address;
}

/** A label for a link's path: the services split it at commas (and Naver at slashes). */
function pathLabel(text: string): string {
  return encodeURIComponent(text.replace(/[,/]/g, ' ').replace(/\s+/g, ' ').trim());
}

const EARTH_HALF_CIRCUMFERENCE_M = 20037508.34;

/** A point in Web Mercator metres (EPSG:3857), which Naver Map's web links use. */
function webMercator(latitude: number, longitude: number): { x: number; y: number } {
  const x = (longitude * EARTH_HALF_CIRCUMFERENCE_M) / 180;
  const y = (Math.log(Math.tan(((90 + latitude) * Math.PI) / 360)) * EARTH_HALF_CIRCUMFERENCE_M) / Math.PI;
  return { x, y };
}

export type MapService = 'naver' | 'kakao' | 'google';

/**
 * The event's exact point in Naver Map (the way there by public transport, the reader's own
 * position as the start), Kakao Map (a pin) and Google Maps (the point). Each is labelled with
 * the venue's name where the host gave one (decision 70).
 */
export function mapLinks(place: {
  /** The event's name. */
  name: string;
  /** The venue's name, empty when not given. */
  venue?: string;
  address: string;
  latitude: number;
  longitude: number;
}): Record<MapService, string> {
  const { latitude, longitude } = place;
  const venue = place.venue?.trim() ?? '';
  const { x, y } = webMercator(latitude, longitude);
  const naverLabel = venue || searchableAddress(place.address) || place.name;
  return {
    naver: `https://map.naver.com/p/directions/-/${x.toFixed(7)},${y.toFixed(7)},${pathLabel(naverLabel)}/-/transit`,
    kakao: `https://map.kakao.com/link/map/${pathLabel(venue || place.name)},${latitude},${longitude}`,
    google: `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`,
  };
}
