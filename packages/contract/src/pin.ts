// Where an event's point may be: in Korea, and near the place its address names. Plain functions
// without the validation library, shared by the submit rules, the server and the form's map.

/** Korea, with its islands: where an event's place must be. */
export const KOREA_BOUNDS = { south: 33, north: 38.7, west: 124.5, east: 131 };

/**
 * How far (km) from a place's point the host may put the event's pin when the place does not say
 * (`pinRadiusKm`): a map service's place is a building or a park, and the pin only has to find its
 * entrance or meeting spot. A district of the built-in list says more (decision 52).
 */
export const PIN_RADIUS_KM = 3;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** A place the pin is checked against: its point and, when it is an area, how far the pin may go. */
export interface PinnablePlace extends GeoPoint {
  pinRadiusKm?: number;
}

/** Whether a point is a pair of finite numbers inside Korea's bounds. */
export function inKorea(latitude: number | null | undefined, longitude: number | null | undefined): boolean {
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    latitude >= KOREA_BOUNDS.south &&
    latitude <= KOREA_BOUNDS.north &&
    longitude >= KOREA_BOUNDS.west &&
    longitude <= KOREA_BOUNDS.east
  );
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in km (haversine). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** How far from `place` its event's pin may be, in km. */
export function pinRadiusKm(place: PinnablePlace): number {
  return place.pinRadiusKm ?? PIN_RADIUS_KM;
}

/** Whether `point` is near enough to `place` to be its event's pin. */
export function pinWithinReach(place: PinnablePlace, point: GeoPoint): boolean {
  return distanceKm(place, point) <= pinRadiusKm(place);
}
