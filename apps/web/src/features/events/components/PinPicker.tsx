import type { GeoPoint, Place } from '@moim/contract';
import { pinRadiusKm } from '@moim/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { MapBoundary } from './MapBoundary.tsx';
import { placePin } from './pin-point.ts';
import styles from './PinPicker.module.css';

const PinMap = lazy(() => import('./PinMap.tsx'));

export interface PinPickerProps {
  /** The place chosen from the suggestions. */
  place: Place;
  /** Where the host put the pin; null: on the place's own point. */
  value: GeoPoint | null;
  onChange: (pin: GeoPoint | null) => void;
}

/**
 * A map of the chosen place with a pin the host can move to the exact meeting point (drag, click
 * or tap, or the arrow keys on the focused pin) and put back. It refines the place and is never
 * needed: without map tiles, or when they fail, the form goes on with the place's own point.
 */
export function PinPicker({ place, value, onChange }: PinPickerProps) {
  const { t } = useTranslation('events');
  const config = usePublicConfig();
  const titleId = useId();
  const hintId = useId();
  const [failed, setFailed] = useState(false);
  const [limited, setLimited] = useState(false);

  if (config.isError || (config.isSuccess && !config.data.mapTileUrl)) return null;

  const move = (wanted: GeoPoint): GeoPoint => {
    const placed = placePin(place, wanted);
    setLimited(placed.limited);
    onChange(placed.point);
    return placed.point;
  };
  const reset = () => {
    setLimited(false);
    onChange(null);
  };
  const fail = () => {
    // The host cannot see the pin any more: the event goes at the place itself.
    setFailed(true);
    reset();
  };

  const loading = <p className={styles.note}>{t('map.loading')}</p>;
  const unavailable = <p className={styles.note}>{t('pin.unavailable')}</p>;
  let map;
  if (failed) map = unavailable;
  else if (!config.data) map = loading;
  else {
    map = (
      <MapBoundary fallback={unavailable}>
        <Suspense fallback={loading}>
          <PinMap
            center={place}
            pin={value ?? place}
            onMove={move}
            pinLabel={t('pin.marker')}
            pinDescribedBy={hintId}
            tileUrl={config.data.mapTileUrl}
            attribution={config.data.mapAttribution}
            onFail={fail}
          />
        </Suspense>
      </MapBoundary>
    );
  }

  let status = value
    ? t('pin.moved', { latitude: value.latitude.toFixed(5), longitude: value.longitude.toFixed(5) })
    : t('pin.atAddress');
  if (limited) status += ` ${t('pin.limit', { km: pinRadiusKm(place) })}`;

  return (
    <div className={styles.picker} role="group" aria-labelledby={titleId}>
      <p id={titleId} className={styles.title}>
        {t('pin.title')}
      </p>
      <p id={hintId} className={styles.hint}>
        {t('pin.hint')}
      </p>
      <div className={styles.frame} role="group" aria-label={t('pin.map')} aria-describedby={hintId}>
        {map}
      </div>
      {!failed && (
        <div className={styles.footer}>
          <p className={styles.status} aria-live="polite">
            {status}
          </p>
          <Button variant="secondary" size="small" onClick={reset} disabled={!value}>
            {t('pin.reset')}
          </Button>
        </div>
      )}
    </div>
  );
}
