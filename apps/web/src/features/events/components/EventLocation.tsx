import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mapLinks } from '@moim/contract/map-links';
import { PinIcon } from '../../../components/EventCard.tsx';
import { useNearScreen } from '../../../lib/use-near-screen.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import styles from './EventLocation.module.css';
import { MapBoundary } from './MapBoundary.tsx';

const EventMap = lazy(() => import('./EventMap.tsx'));

function ExternalIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface EventLocationProps {
  /** The event's name, for the marker and the map links. */
  name: string;
  /** The venue's name, empty when the host gave none. */
  venue: string;
  address: string;
  detail: string;
  latitude: number;
  longitude: number;
  headingId: string;
}

/**
 * The map of the event's place (Leaflet, loaded only here, once the reader nears it: it is below
 * the first screen, and starting it is the page's heaviest work) with its address and links to
 * Naver Map, Kakao Map and Google Maps. If the map cannot be shown, a plain panel gives the
 * address and coordinates instead.
 */
export function EventLocation({ name, venue, address, detail, latitude, longitude, headingId }: EventLocationProps) {
  const { t } = useTranslation('events');
  const config = usePublicConfig();
  const [tilesFailed, setTilesFailed] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearScreen(frame);
  const links = mapLinks({ name, venue, address, latitude, longitude });
  const hasPlace = Number.isFinite(latitude) && Number.isFinite(longitude);

  const fallback = (
    <div className={styles.fallback}>
      <PinIcon size={32} />
      <p className={styles.fallbackNote}>{t('map.unavailable')}</p>
      <p className={styles.fallbackAddress}>{[venue, address].filter(Boolean).join(', ')}</p>
      {hasPlace && (
        <p className={styles.coordinates}>
          {t('map.coordinates', { latitude: latitude.toFixed(5), longitude: longitude.toFixed(5) })}
        </p>
      )}
    </div>
  );
  const loading = (
    <div className={styles.fallback} role="status">
      {t('map.loading')}
    </div>
  );

  let map: ReactNode;
  if (!hasPlace || tilesFailed || config.isError || (config.isSuccess && !config.data.mapTileUrl)) map = fallback;
  else if (!config.data || !near) map = loading;
  else {
    map = (
      <MapBoundary fallback={fallback}>
        <Suspense fallback={loading}>
          <EventMap
            latitude={latitude}
            longitude={longitude}
            label={venue || name}
            tileUrl={config.data.mapTileUrl}
            attribution={config.data.mapAttribution}
            onFail={() => setTilesFailed(true)}
          />
        </Suspense>
      </MapBoundary>
    );
  }

  return (
    <div className={styles.location}>
      <div ref={frame} className={styles.mapFrame} role="region" aria-label={t('map.label', { place: address })}>
        {map}
      </div>
      <div className={styles.side}>
        <address className={styles.address}>
          <PinIcon size={18} />
          <span>
            {venue && <span className={styles.venueLine}>{venue}</span>}
            <span className={styles.addressLine}>{address}</span>
            {detail && <span className={styles.detailLine}>{detail}</span>}
          </span>
        </address>
        <nav aria-labelledby={`${headingId}-links`} className={styles.links}>
          <p id={`${headingId}-links`} className={styles.linksTitle}>
            {t('map.openIn')}
          </p>
          <ul>
            {(['naver', 'kakao', 'google'] as const).map((service) => (
              <li key={service}>
                <a href={links[service]} target="_blank" rel="noopener noreferrer" className={styles.link}>
                  <span className={`${styles.logo} ${styles[service]}`} aria-hidden="true" />
                  {t(`map.${service}`)} <ExternalIcon />
                  <span className="visually-hidden">{t('opensInNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
