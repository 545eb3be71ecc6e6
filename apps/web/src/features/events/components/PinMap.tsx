import type { Marker as LeafletMarker } from 'leaflet';
import { useEffect, useRef } from 'react';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import type { GeoPoint } from '@moim/contract';
import { usePrefersReducedMotion } from '../../../lib/reduced-motion.ts';
import { MoimMap, pinIcon } from './MapParts.tsx';

// This module is loaded lazily, once a place is chosen in the post-event form: Leaflet is
// downloaded by the form only then.

/** How far an arrow key moves the pin, in screen pixels at the map's zoom (with Shift: the larger). */
const PIN_STEP_PX = 10;
const PIN_BIG_STEP_PX = 50;
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

export interface PinMapProps {
  /** Where the map opens: the chosen place. */
  center: GeoPoint;
  /** Where the pin is. */
  pin: GeoPoint;
  /** The host moved the pin towards `wanted`; answers where it stands (it may be held back). */
  onMove: (wanted: GeoPoint) => GeoPoint;
  /** The pin's accessible name, and the id of the text that says how to move it. */
  pinLabel: string;
  pinDescribedBy: string;
  tileUrl: string;
  attribution: string;
  /** Called when a tile cannot be loaded (no network, a blocked tile server). */
  onFail: () => void;
}

const toLatLng = (point: GeoPoint): [number, number] => [point.latitude, point.longitude];

/** The pin: dragged, or moved by the arrow keys once focused; a click on the map puts it there. */
function MovablePin({
  pin,
  onMove,
  pinLabel,
  pinDescribedBy,
}: Pick<PinMapProps, 'pin' | 'onMove' | 'pinLabel' | 'pinDescribedBy'>) {
  const map = useMap();
  const marker = useRef<LeafletMarker>(null);
  const animate = !usePrefersReducedMotion();

  const moveTo = (wanted: GeoPoint) => {
    const placed = onMove(wanted);
    // Set here too: a pin held back where it already stood changes no state, yet it was dragged away.
    marker.current?.setLatLng(toLatLng(placed));
  };

  useMapEvents({ click: (event) => moveTo({ latitude: event.latlng.lat, longitude: event.latlng.lng }) });

  // Leaflet makes the pin a focusable button (its `keyboard` option): it is named here, and the
  // arrow keys move it by a few screen pixels at the map's zoom.
  useEffect(() => {
    const element = marker.current?.getElement();
    if (!element) return;
    element.setAttribute('aria-label', pinLabel);
    element.setAttribute('aria-describedby', pinDescribedBy);
    const onKeyDown = (event: KeyboardEvent) => {
      const arrow = ARROWS[event.key];
      if (!arrow || !marker.current || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      // The map's own arrow keys pan it: not while the pin moves.
      event.stopPropagation();
      const step = event.shiftKey ? PIN_BIG_STEP_PX : PIN_STEP_PX;
      const to = map.unproject(map.project(marker.current.getLatLng()).add([arrow[0] * step, arrow[1] * step]));
      moveTo({ latitude: to.lat, longitude: to.lng });
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  });

  // The pin stays in sight wherever it goes (a reset brings it back into view too).
  useEffect(() => {
    map.panInside(toLatLng(pin), { padding: [48, 48], animate });
  }, [map, pin, animate]);

  return (
    <Marker
      ref={marker}
      position={toLatLng(pin)}
      icon={pinIcon}
      draggable
      autoPan
      eventHandlers={{
        dragend: () => {
          const at = marker.current?.getLatLng();
          if (at) moveTo({ latitude: at.lat, longitude: at.lng });
        },
      }}
    />
  );
}

/** The post-event form's map: the chosen place at zoom 15 with a pin the host can move. */
export default function PinMap({ center, tileUrl, attribution, onFail, ...pin }: PinMapProps) {
  return (
    <MoimMap center={toLatLng(center)} zoom={15} tileUrl={tileUrl} attribution={attribution} onFail={onFail}>
      <MovablePin {...pin} />
    </MoimMap>
  );
}
