// Links that open an event's place in the map services people in Korea use. A plain function
// without the validation library, shared by the event page and the reminder mail.

/** The address without its English gloss, "서울특별시 마포구 (Mapo-gu, Seoul)" → "서울특별시 마포구". */
function searchableAddress(address: string): string {
  return address.replace(/\s*\([^)]*\)\s*$/, '').trim() || address;
}

export type MapService = 'naver' | 'kakao' | 'google';

/** The place in Naver Map (by its Korean address), Kakao Map (its pin) and Google Maps (its point). */
export function mapLinks(place: {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
}): Record<MapService, string> {
  const { latitude, longitude } = place;
  const address = searchableAddress(place.address);
  return {
    naver: address
      ? `https://map.naver.com/p/search/${encodeURIComponent(address)}`
      : `https://map.naver.com/p?c=${longitude},${latitude},15,0,0,0,dh`,
    // Kakao reads "name,latitude,longitude": a comma in the name would break it.
    kakao: `https://map.kakao.com/link/map/${encodeURIComponent(place.name.replace(/,/g, ' '))},${latitude},${longitude}`,
    google: `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`,
  };
}
