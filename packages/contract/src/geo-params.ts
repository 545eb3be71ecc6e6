import type { GeoPoint } from './pin.ts';

// Where the events list looks (decision 78): `near=37.5572,126.9245` (a point, for distances and
// the nearest first) and `bounds=37.50,126.90,37.60,127.05` (south, west, north, east: the map's view).

/** An area of the map: its south-west and north-east corners. */
export interface GeoBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** A decimal degree as people and maps write it: digits, an optional sign and fraction; nothing else. */
const DEGREE = /^-?\d{1,3}(\.\d{1,15})?$/;

function degrees(value: string, count: number): number[] | null {
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length !== count || !parts.every((part) => DEGREE.test(part))) return null;
  return parts.map(Number);
}

const isLatitude = (value: number) => value >= -90 && value <= 90;
const isLongitude = (value: number) => value >= -180 && value <= 180;

/** A `near` value ("latitude,longitude"), or null when it is not one. */
export function parseNear(value: string): GeoPoint | null {
  const numbers = degrees(value, 2);
  if (!numbers) return null;
  const [latitude, longitude] = numbers as [number, number];
  return isLatitude(latitude) && isLongitude(longitude) ? { latitude, longitude } : null;
}

/**
 * A `bounds` value ("south,west,north,east"), or null when it is not one: south not above north,
 * west not east of east (Korea is far from the 180th meridian).
 */
export function parseBounds(value: string): GeoBounds | null {
  const numbers = degrees(value, 4);
  if (!numbers) return null;
  const [south, west, north, east] = numbers as [number, number, number, number];
  const valid = isLatitude(south) && isLatitude(north) && isLongitude(west) && isLongitude(east);
  return valid && south <= north && west <= east ? { south, west, north, east } : null;
}

/** The `near` value of a point, rounded to about a metre. */
export function nearParam(point: GeoPoint): string {
  return `${point.latitude.toFixed(5)},${point.longitude.toFixed(5)}`;
}

/** The `bounds` value of an area, rounded to about a metre. */
export function boundsParam(bounds: GeoBounds): string {
  return [bounds.south, bounds.west, bounds.north, bounds.east].map((value) => value.toFixed(5)).join(',');
}
