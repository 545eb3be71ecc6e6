import { Marker } from 'react-leaflet';
import { MoimMap, pinIcon } from './MapParts.tsx';

// This module is loaded lazily, so Leaflet is downloaded by the event page only.

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

/**
 * The event's point (the host's pin, or its address's) at zoom 15 with a marker (Leaflet), its
 * controls in the reader's language; without its animations for a reader who asked for less motion.
 */
export default function EventMap({ latitude, longitude, label, tileUrl, attribution, onFail }: EventMapProps) {
  const center: [number, number] = [latitude, longitude];
  return (
    <MoimMap center={center} zoom={15} tileUrl={tileUrl} attribution={attribution} onFail={onFail}>
      <Marker position={center} icon={pinIcon} title={label} alt={label} keyboard={false} />
    </MoimMap>
  );
}
