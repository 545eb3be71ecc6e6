import type { GeoPoint } from '@moim/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// How the database finds events by place (decision 78). The index expressions of the schema and
// the queries' expressions are these same functions: PostgreSQL uses an index only for the
// expression it was built on.

/** Mean radius of the Earth (IUGG), km: the contract's haversine uses the same. */
const EARTH_RADIUS_KM = 6371.0088;

/**
 * A point on the unit sphere as a three-dimensional `cube`. The straight line between two such
 * points grows with the distance along the Earth's surface, so the nearest by this line (which a
 * GiST index of `cube` finds in order) are the nearest on the map, exactly, anywhere.
 */
export function globePoint(latitude: AnyPgColumn | SQL, longitude: AnyPgColumn | SQL): SQL {
  return sql`cube(array[cos(radians(${latitude})) * cos(radians(${longitude})), cos(radians(${latitude})) * sin(radians(${longitude})), sin(radians(${latitude}))])`;
}

/** The same point, worked out here: what a query compares the stored ones with. */
export function globeCoordinates(point: GeoPoint): [number, number, number] {
  const lat = (point.latitude * Math.PI) / 180;
  const lon = (point.longitude * Math.PI) / 180;
  return [Math.cos(lat) * Math.cos(lon), Math.cos(lat) * Math.sin(lon), Math.sin(lat)];
}

/** The great-circle distance (km) of a straight line `chord` between two points of the unit sphere. */
export function chordToKm(chord: SQL): SQL<number> {
  return sql<number>`(${sql.raw(String(2 * EARTH_RADIUS_KM))} * asin(least(1, (${chord}) / 2)))`;
}
