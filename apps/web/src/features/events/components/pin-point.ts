import { distanceKm, KOREA_BOUNDS, pinRadiusKm, type GeoPoint, type PinnablePlace } from '@moim/contract';

/** Six decimals: about 10 cm, finer than a pin put by hand can mean. */
const rounded = (value: number) => Math.round(value * 1e6) / 1e6;
const within = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The share of the place's reach the pin is pulled back to: rounding never takes it past the server's line. */
const INSIDE = 0.99;

/**
 * Where the pin stands when the host moves it towards `wanted`: inside Korea and within the place's
 * reach (pulled back towards the place, along the same line, when further), to six decimals.
 * `limited` says it was pulled back.
 */
export function placePin(place: PinnablePlace, wanted: GeoPoint): { point: GeoPoint; limited: boolean } {
  let point = {
    latitude: within(wanted.latitude, KOREA_BOUNDS.south, KOREA_BOUNDS.north),
    longitude: within(wanted.longitude, KOREA_BOUNDS.west, KOREA_BOUNDS.east),
  };
  let limited = point.latitude !== wanted.latitude || point.longitude !== wanted.longitude;
  const reach = pinRadiusKm(place);
  // Degrees are not kilometres, but over a few hundred kilometres scaling them keeps the line and
  // lands close enough to the reach: another turn pulls back what little is left.
  for (let distance = distanceKm(place, point); distance > reach * INSIDE; distance = distanceKm(place, point)) {
    const share = (reach * INSIDE * INSIDE) / distance;
    point = {
      latitude: place.latitude + (point.latitude - place.latitude) * share,
      longitude: place.longitude + (point.longitude - place.longitude) * share,
    };
    limited = true;
  }
  return { point: { latitude: rounded(point.latitude), longitude: rounded(point.longitude) }, limited };
}
