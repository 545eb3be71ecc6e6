import type { EventMapPoint } from '@moim/contract';
import { formatEventDateTime } from '@moim/contract/format';
import { boundsParam, type GeoBounds } from '@moim/contract/geo-params';
import type { GeoPoint } from '@moim/contract/pin';
import {
  divIcon,
  type LatLngBounds,
  type LeafletEvent,
  type Map as LeafletMap,
  type Marker as LeafletMarker,
} from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import { Link } from 'react-router';
import Supercluster from 'supercluster';
import { categoryKey, placeParts } from '../../../components/EventCard.tsx';
import { MoimMap, pinIcon } from './MapParts.tsx';
import styles from './EventsMap.module.css';

// This module is loaded lazily, when the events list is shown as a map: Leaflet and the
// clustering come with it only.

/** Where a map of events opens when the list has no place: the middle of Seoul. */
const SEOUL: GeoPoint = { latitude: 37.5665, longitude: 126.978 };
const CITY_ZOOM = 12;
const NEAR_ZOOM = 14;
/** Markers closer than this (screen pixels) are one cluster. */
const CLUSTER_RADIUS_PX = 60;
const MAX_ZOOM = 18;
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

export interface EventsMapProps {
  points: EventMapPoint[];
  /** The area the list shows; the map opens on it. */
  bounds?: GeoBounds;
  /** The point the list is near to: without an area, the map opens there. */
  center?: GeoPoint;
  /** The map's area: `byUser` when the reader moved it, else it opened or moved to a new place. */
  onView: (bounds: GeoBounds, byUser: boolean) => void;
  tileUrl: string;
  attribution: string;
  /** Called when a tile cannot be loaded (no network, a blocked tile server). */
  onFail: () => void;
}

const areaOf = (bounds: LatLngBounds): GeoBounds => ({
  south: bounds.getSouth(),
  west: bounds.getWest(),
  north: bounds.getNorth(),
  east: bounds.getEast(),
});

const pointKey = (point?: GeoPoint) => (point ? `${point.latitude},${point.longitude}` : '');

/**
 * Follows the list's place: opens on its area, or moves to a newly chosen point and tells its
 * area; tells when the reader moves the map.
 */
function FollowPlace({ bounds, center, onView }: Pick<EventsMapProps, 'bounds' | 'center' | 'onView'>) {
  const map = useMap();
  const moving = useRef(false);
  // The area last told or shown: the same area coming back from the address moves nothing.
  const shown = useRef('');
  const centerKey = pointKey(center);
  const boundsKey = bounds ? boundsParam(bounds) : '';

  const show = (move: (map: LeafletMap) => void) => {
    moving.current = true;
    move(map);
    moving.current = false;
  };

  useEffect(() => {
    if (bounds) {
      if (boundsKey === shown.current) return;
      shown.current = boundsKey;
      show((m) =>
        m.fitBounds(
          [
            [bounds.south, bounds.west],
            [bounds.north, bounds.east],
          ],
          { animate: false },
        ),
      );
      return;
    }
    const point = center ?? SEOUL;
    show((m) => m.setView([point.latitude, point.longitude], center ? NEAR_ZOOM : CITY_ZOOM, { animate: false }));
    const area = areaOf(map.getBounds());
    shown.current = boundsParam(area);
    onView(area, false);
    // A new area or point is what moves the map, not a new callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [boundsKey, centerKey, map]);

  // A new size of the window (or of the page beside the map: a scroll bar that comes or goes)
  // moves the map's edges, not the reader: Leaflet tells `resize`, then `moveend` a little later.
  const resized = useRef(false);
  useMapEvents({
    resize: () => {
      resized.current = true;
    },
    moveend: () => {
      if (moving.current) return;
      const area = areaOf(map.getBounds());
      const key = boundsParam(area);
      if (resized.current) {
        resized.current = false;
        return;
      }
      if (key === shown.current) return;
      // The map is already there: when the list takes this area, nothing moves.
      shown.current = key;
      onView(area, true);
    },
  });
  return null;
}

type PointProperties = { point: EventMapPoint };

/** A marker's name for screen readers: Leaflet makes it a button, with only a tooltip. */
function nameMarker(event: LeafletEvent, name: string) {
  (event.target as LeafletMarker).getElement()?.setAttribute('aria-label', name);
}

/** A count in a circle: the events of a cluster. */
function clusterIcon(count: number) {
  const size = count < 10 ? 36 : count < 100 ? 42 : 50;
  return divIcon({
    html: `<span>${count}</span>`,
    className: styles.cluster,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** An event's card on the map: its name (a link to its page), when and where. */
function PointCard({ point }: { point: EventMapPoint }) {
  const { t, i18n } = useTranslation('eventList');
  const { native, romanised } = placeParts(point.location);
  return (
    <div className={styles.card}>
      <img src={point.mainImage} alt="" className={styles.cardImage} loading="lazy" />
      <p className={styles.cardName}>
        <Link to={`/events/${point.id}`}>{point.name}</Link>
      </p>
      <p className={styles.cardMeta}>{formatEventDateTime(point.date, point.time, i18n.language)}</p>
      <p className={styles.cardMeta}>
        <span lang={romanised ? 'ko' : undefined}>{native}</span>
        {romanised && ` (${romanised})`}
      </p>
      <p className={styles.cardMeta}>{t(`categories.${categoryKey(point.category)}`)}</p>
    </div>
  );
}

/** The markers: clusters where they crowd (a press zooms in), an event's pin elsewhere (a press opens its card). */
function Markers({ points }: { points: EventMapPoint[] }) {
  const { t } = useTranslation('eventMap');
  const map = useMap();
  const index = useMemo(() => {
    const clusters = new Supercluster<PointProperties>({ radius: CLUSTER_RADIUS_PX, maxZoom: MAX_ZOOM - 1 });
    clusters.load(
      points.map((point) => ({
        type: 'Feature' as const,
        properties: { point },
        geometry: { type: 'Point' as const, coordinates: [point.longitude, point.latitude] },
      })),
    );
    return clusters;
  }, [points]);
  // Clustered over the whole world: at most EVENT_MAP_POINTS_LIMIT points, so panning needs no
  // new clusters, only a new zoom.
  const [zoom, setZoom] = useState(() => Math.round(map.getZoom()));
  useMapEvents({ zoomend: () => setZoom(Math.round(map.getZoom())) });

  return index.getClusters(WORLD, zoom).map((feature) => {
    const [longitude, latitude] = feature.geometry.coordinates as [number, number];
    if ('cluster' in feature.properties && feature.properties.cluster) {
      const { cluster_id: clusterId, point_count: count } = feature.properties;
      const label = t('cluster', { n: count });
      return (
        <Marker
          key={`cluster-${clusterId}`}
          position={[latitude, longitude]}
          icon={clusterIcon(count)}
          title={label}
          eventHandlers={{
            add: (event) => nameMarker(event, label),
            click: () =>
              map.setView([latitude, longitude], Math.min(index.getClusterExpansionZoom(clusterId), MAX_ZOOM)),
          }}
        />
      );
    }
    const { point } = feature.properties as PointProperties;
    return (
      <Marker
        key={point.id}
        position={[latitude, longitude]}
        icon={pinIcon}
        title={point.name}
        eventHandlers={{ add: (event) => nameMarker(event, point.name) }}
      >
        <Popup>
          <PointCard point={point} />
        </Popup>
      </Marker>
    );
  });
}

/** The events of a list on a map (Leaflet), clustered where they crowd. */
export default function EventsMap({ points, bounds, center, onView, tileUrl, attribution, onFail }: EventsMapProps) {
  const start = center ?? SEOUL;
  return (
    <MoimMap
      center={[start.latitude, start.longitude]}
      zoom={center ? NEAR_ZOOM : CITY_ZOOM}
      maxZoom={MAX_ZOOM}
      tileUrl={tileUrl}
      attribution={attribution}
      onFail={onFail}
    >
      <FollowPlace bounds={bounds} center={center} onView={onView} />
      <Markers points={points} />
    </MoimMap>
  );
}
