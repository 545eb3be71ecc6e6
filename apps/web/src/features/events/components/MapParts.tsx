import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { usePrefersReducedMotion } from '../../../lib/reduced-motion.ts';
import styles from './MapParts.module.css';

// What every map of Moim shares (the event page's, the post-event form's pin map). Imported only
// by the lazily loaded maps, so Leaflet stays out of every other screen's download.

const PIN_SVG =
  '<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true" focusable="false">' +
  '<path d="M16 41s-14-13-14-24a14 14 0 0 1 28 0c0 11-14 24-14 24z" fill="#c2410c" stroke="#fff" stroke-width="2"/>' +
  '<circle cx="16" cy="16" r="5.5" fill="#fff"/></svg>';

/** A pin drawn inline: no marker image to fetch, and it looks like the rest of Moim. */
export const pinIcon = divIcon({ html: PIN_SVG, className: styles.pin, iconSize: [32, 42], iconAnchor: [16, 41] });

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The map's zoom buttons and the start of its credits in the reader's language (Leaflet writes
 * them in English). The credits link to Leaflet in a new tab, so a form on the page is not left.
 * Goes inside a MapContainer created with `zoomControl={false}`.
 */
function MapControls() {
  const { t, i18n } = useTranslation('events');
  const map = useMap();
  const credit = t('map.credit');
  const creditTitle = t('map.creditTitle');
  const newTab = t('opensInNewTab');

  useEffect(() => {
    map.attributionControl?.setPrefix(
      `<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer" title="${escapeHtml(creditTitle)}">` +
        `${escapeHtml(credit)} <span class="visually-hidden">${escapeHtml(newTab)}</span></a>`,
    );
  }, [map, credit, creditTitle, newTab]);

  // Leaflet reads the titles once: a new language makes new buttons.
  return <ZoomControl key={i18n.language} zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />;
}

export interface MoimMapProps {
  center: [number, number];
  zoom: number;
  maxZoom?: number;
  tileUrl: string;
  attribution: string;
  /** Called when a tile cannot be loaded (no network, a blocked tile server). */
  onFail: () => void;
  /** The map's markers and behaviours. */
  children: ReactNode;
}

/**
 * A map as Moim shows it: the configured tiles, the controls and credits in the reader's language,
 * no zoom by the scroll wheel (the page scrolls), and no animations for a reader who asked for less
 * motion.
 */
export function MoimMap({ center, zoom, maxZoom, tileUrl, attribution, onFail, children }: MoimMapProps) {
  const animate = !usePrefersReducedMotion();
  return (
    <MapContainer
      center={center}
      zoom={zoom}
      maxZoom={maxZoom}
      scrollWheelZoom={false}
      zoomControl={false}
      zoomAnimation={animate}
      fadeAnimation={animate}
      markerZoomAnimation={animate}
      inertia={animate}
      className={styles.map}
    >
      <MapControls />
      <TileLayer url={tileUrl} attribution={attribution} eventHandlers={{ tileerror: onFail }} />
      {children}
    </MapContainer>
  );
}
