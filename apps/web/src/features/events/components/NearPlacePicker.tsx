import type { GeoPoint } from '@moim/contract/pin';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { PinIcon } from '../../../components/EventCard.tsx';
import { PlaceCombobox } from './PlaceCombobox.tsx';
import styles from './NearPlacePicker.module.css';

/** A point the list is near to; without a name it is the reader's own location. */
export interface NearPlace {
  point: GeoPoint;
  name?: string;
}

export interface NearPlacePickerProps {
  near?: GeoPoint;
  place?: string;
  onChange: (near: NearPlace | null) => void;
}

/** How old a position the browser already knows may be, and how long finding one may take. */
const POSITION_MAX_AGE_MS = 5 * 60_000;
const POSITION_TIMEOUT_MS = 15_000;

/**
 * "Near me" (the browser's location, asked for only when this button is pressed) or a station or
 * district chosen by name, in either script; the chosen place shows with a button that clears it.
 */
export function NearPlacePicker({ near, place, onChange }: NearPlacePickerProps) {
  const { t } = useTranslation('eventList');
  const id = useId();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState('');

  const locate = () => {
    setProblem('');
    if (!('geolocation' in navigator)) {
      setProblem(t('list.near.locationUnavailable'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onChange({ point: { latitude: position.coords.latitude, longitude: position.coords.longitude } });
      },
      (error) => {
        setLocating(false);
        setProblem(
          t(error.code === error.PERMISSION_DENIED ? 'list.near.locationDenied' : 'list.near.locationUnavailable'),
        );
      },
      { maximumAge: POSITION_MAX_AGE_MS, timeout: POSITION_TIMEOUT_MS },
    );
  };

  return (
    <div className={styles.near}>
      <label htmlFor={`${id}-place`} className={styles.label}>
        {t('list.near.label')}
      </label>
      <div className={styles.row}>
        <div className={styles.place}>
          {/* Made anew for each chosen point: the box is empty again, the choice shows below. */}
          <PlaceCombobox
            key={near ? `${near.latitude},${near.longitude}` : ''}
            id={`${id}-place`}
            value={null}
            required={false}
            placeholder={t('list.near.placeholder')}
            onChange={(chosen) => {
              if (chosen) onChange({ point: chosen, name: chosen.name });
            }}
          />
        </div>
        <Button variant="secondary" onClick={locate} disabled={locating} className={styles.locate}>
          {locating ? t('list.near.locating') : t('list.near.useMyLocation')}
        </Button>
      </div>
      {near && (
        <p className={styles.chosen}>
          <PinIcon />
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
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}
