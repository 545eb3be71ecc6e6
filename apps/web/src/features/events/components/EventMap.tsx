import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { usePrefersReducedMotion } from '../../../lib/reduced-motion.ts';
import styles from './EventMap.module.css';

// This module is loaded lazily, so Leaflet is downloaded by the event page only.

const PIN_SVG =
  '<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true" focusable="false">' +
  '<path d="M16 41s-14-13-14-24a14 14 0 0 1 28 0c0 11-14 24-14 24z" fill="#c2410c" stroke="#fff" stroke-width="2"/>' +
  '<circle cx="16" cy="16" r="5.5" fill="#fff"/></svg>';

/** A pin drawn inline: no marker image to fetch, and it looks like the rest of Moim. */
const pin = divIcon({ html: PIN_SVG, className: styles.pin, iconSize: [32, 42], iconAnchor: [16, 41] });

export interface EventMapProps {
  latitude: number;
  longitude: number;
  /** The place's name, given to the marker. */
  label: string;
  tileUrl: string;
  attribution: string;
  /** Called when a tile cannot be loaded (no network, a blocked tile server). */
  onFail: () => void;
}

/** The event's place at zoom 15 with a marker (Leaflet); without its animations for a reader who asked for less motion. */
export default function EventMap({ latitude, longitude, label, tileUrl, attribution, onFail }: EventMapProps) {
  const center: [number, number] = [latitude, longitude];
  const animate = !usePrefersReducedMotion();
  return (
    <MapContainer
      center={center}
      zoom={15}
      scrollWheelZoom={false}
      zoomAnimation={animate}
      fadeAnimation={animate}
      markerZoomAnimation={animate}
      inertia={animate}
      className={styles.map}
    >
      <TileLayer url={tileUrl} attribution={attribution} eventHandlers={{ tileerror: onFail }} />
      <Marker position={center} icon={pin} title={label} alt={label} keyboard={false} />
    </MapContainer>
  );
}
