import type { GeoPoint } from '@moim/contract/pin';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { PlaceCombobox } from './PlaceCombobox.tsx';
import styles from './NearPlacePicker.module.css';

// Loaded when the reader opens "Near a place…": the list's first download stays without it.

/** A point the list is near to; without a name it is the reader's own location. */
export interface NearPlace {
  point: GeoPoint;
  name?: string;
}

export interface NearPlacePickerProps {
  onChange: (near: NearPlace) => void;
}

/** How old a position the browser already knows may be, and how long finding one may take. */
const POSITION_MAX_AGE_MS = 5 * 60_000;
const POSITION_TIMEOUT_MS = 15_000;

/**
 * "Near me" (the browser's location, asked for only when this button is pressed) or a station or
 * district chosen by name, in either script. A refusal is said in words, with the search as the
 * way on.
 */
export default function NearPlacePicker({ onChange }: NearPlacePickerProps) {
  const { t } = useTranslation('places');
  const id = useId();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState('');

  const locate = () => {
    setProblem('');
    if (!('geolocation' in navigator)) {
      setProblem(t('near.locationUnavailable'));
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
        setProblem(t(error.code === error.PERMISSION_DENIED ? 'near.locationDenied' : 'near.locationUnavailable'));
      },
      { maximumAge: POSITION_MAX_AGE_MS, timeout: POSITION_TIMEOUT_MS },
    );
  };

  return (
    <div className={styles.picker}>
      <Button variant="secondary" onClick={locate} disabled={locating} className={styles.locate} autoFocus>
        {locating ? t('near.locating') : t('near.useMyLocation')}
      </Button>
      <div className={styles.place}>
        <label htmlFor={`${id}-place`} className={styles.label}>
          {t('near.choose')}
        </label>
        <PlaceCombobox
          id={`${id}-place`}
          value={null}
          required={false}
          placeholder={t('near.placeholder')}
          onChange={(chosen) => {
            if (chosen) onChange({ point: chosen, name: chosen.name });
          }}
        />
      </div>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}
