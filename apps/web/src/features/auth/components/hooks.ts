import { AVAILABILITY_CHECK_DELAY_MS } from '@moim/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { availabilityQuery, type AvailabilityKind } from '../api.ts';

/** `value`, once it has stopped changing for `delay` ms. */
function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export type AvailabilityStatus = 'idle' | 'checking' | 'available' | 'taken';

/**
 * Whether an ID or e-mail is free, asked 500 ms after typing stops (spec). `checkable` says
 * whether the value is worth asking about (well formed); otherwise the status stays idle.
 */
export function useAvailability(kind: AvailabilityKind, value: string, checkable: boolean): AvailabilityStatus {
  const debounced = useDebouncedValue(value, AVAILABILITY_CHECK_DELAY_MS);
  const settled = debounced === value;
  const query = useQuery({ ...availabilityQuery(kind, debounced), enabled: settled && checkable });
  if (!checkable || !settled) return 'idle';
  if (query.data) return query.data.available ? 'available' : 'taken';
  return query.isFetching ? 'checking' : 'idle';
}

/** A countdown in whole seconds; `start(seconds)` (re)starts it. */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);
  const start = useCallback((seconds: number) => {
    setDeadline(Date.now() + seconds * 1000);
    setRemaining(seconds);
  }, []);
  return { remaining, start };
}

/** Seconds as m:ss (300 → "5:00"). */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
