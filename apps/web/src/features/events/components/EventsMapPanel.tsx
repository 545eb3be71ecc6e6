import type { GeoBounds } from '@moim/contract/geo-params';
import type { GeoPoint } from '@moim/contract/pin';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { usePublicConfig } from '../../../lib/public-config.ts';
import type { EventListRequest } from '../list-api.ts';
import { useEventMap } from '../map-api.ts';
import { MapBoundary } from './MapBoundary.tsx';
import styles from './EventsMapPanel.module.css';

const EventsMap = lazy(() => import('./EventsMap.tsx'));

export interface EventsMapPanelProps {
  /** The list's request: the map shows the same filters' events inside its area. */
  request: EventListRequest;
  bounds?: GeoBounds;
  near?: GeoPoint;
  /** The list should show this area (`replace`: the map only opened or moved to a chosen place). */
  onArea: (bounds: GeoBounds, replace: boolean) => void;
}

/**
 * The map view of the events list: the events of its area as markers, and "Search this area" once
 * the reader moves it. The list below is its equivalent (keyboard, screen readers, no map).
 */
export default function EventsMapPanel({ request, bounds, near, onArea }: EventsMapPanelProps) {
  const { t, i18n } = useTranslation('eventMap');
  const ids = useId();
  const config = usePublicConfig();
  const points = useEventMap(request);
  const [moved, setMoved] = useState<GeoBounds | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);

  const note = (text: string, role?: 'status') => (
    <div className={styles.fallback} role={role}>
      {text}
    </div>
  );
  const fallback = note(t('unavailable'));

  let map;
  if (tilesFailed || config.isError || (config.isSuccess && !config.data.mapTileUrl)) map = fallback;
  else if (!config.data) map = note(t('loading'), 'status');
  else {
    map = (
      <MapBoundary fallback={fallback}>
        <Suspense fallback={note(t('loading'), 'status')}>
          <EventsMap
            points={points.data?.points ?? []}
            bounds={bounds}
            center={near}
            onView={(area, byUser) => {
              if (byUser) setMoved(area);
              else {
                setMoved(null);
                onArea(area, true);
              }
            }}
            tileUrl={config.data.mapTileUrl}
            attribution={config.data.mapAttribution}
            onFail={() => setTilesFailed(true)}
          />
        </Suspense>
      </MapBoundary>
    );
  }

  const shown = points.data?.points.length ?? 0;
  const total = points.data?.total ?? 0;
  const partial = points.data && shown < total;
  const totalText = points.data?.exact
    ? new Intl.NumberFormat(i18n.language).format(total)
    : `${new Intl.NumberFormat(i18n.language).format(total)}+`;

  return (
    <div className={styles.panel}>
      <div className={styles.bar}>
        <p id={`${ids}-equivalent`} className={styles.equivalent}>
          {t('listEquivalent')}
        </p>
        {moved && (
          <Button
            variant="secondary"
            onClick={() => {
              setMoved(null);
              onArea(moved, false);
            }}
          >
            {t('searchArea')}
          </Button>
        )}
      </div>
      <div className={styles.frame} role="region" aria-label={t('label')} aria-describedby={`${ids}-equivalent`}>
        {map}
      </div>
      {partial && (
        <p className={styles.partial} role="status">
          {t('partial', { shown, total: totalText })}
        </p>
      )}
    </div>
  );
}
