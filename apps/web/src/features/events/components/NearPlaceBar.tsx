import type { GeoPoint } from '@moim/contract/pin';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PinIcon } from '../../../components/EventCard.tsx';
import type { NearPlace } from './NearPlacePicker.tsx';
import styles from './NearPlaceBar.module.css';

const NearPlacePicker = lazy(() => import('./NearPlacePicker.tsx'));

export interface NearPlaceBarProps {
  near?: GeoPoint;
  place?: string;
  onChange: (near: NearPlace | null) => void;
}

/**
 * "Near a place…" opens the choice of a point (the reader's location, a station, a district);
 * the chosen one shows as "Near Hongik Univ. Station ×", the × clearing it.
 */
export function NearPlaceBar({ near, place, onChange }: NearPlaceBarProps) {
  const { t } = useTranslation('eventList');
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  return (
    <div className={styles.near}>
      <div className={styles.row}>
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-picker`}
          onClick={() => setOpen(!open)}
        >
          <PinIcon />
          {t('list.near.open')}
        </button>
        {near && (
          <p className={styles.chosen}>
            <span>{t('list.near.nearPlace', { place: place ?? t('list.near.myLocation') })}</span>
            <button
              type="button"
              className={styles.clear}
              onClick={() => onChange(null)}
              aria-label={t('list.near.clear')}
            >
              <span aria-hidden="true">×</span>
            </button>
          </p>
        )}
      </div>
      <div id={`${id}-picker`} hidden={!open}>
        {open && (
          <Suspense fallback={null}>
            <NearPlacePicker
              onChange={(chosen) => {
                setOpen(false);
                onChange(chosen);
                toggle.current?.focus();
              }}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
