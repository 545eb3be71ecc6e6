import { RATING_MAX, RATING_STEP as STEP } from '@moim/contract/limits';
import { useId, useRef, type KeyboardEvent, type PointerEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './StarRating.module.css';

export interface StarRatingProps {
  /** 0 to `max`; null for no rating. */
  value: number | null;
  max?: number;
  /** Star size in pixels. */
  size?: number;
  /** Shows the value with one decimal beside the stars. */
  showValue?: boolean;
  /** Makes it an input (half-star steps) instead of a display. */
  onChange?: (value: number) => void;
  /** The input's label (defaults to "Rating"). */
  label?: string;
  /** Ties the input to an error or hint. */
  describedBy?: string;
  invalid?: boolean;
  className?: string;
  /** The input's focusable element (a form focuses it when the rating is missing). */
  ref?: Ref<HTMLSpanElement>;
}

/** A rating the input can take: half steps from 0.5 (none is 0, and cannot be chosen again) to `max`. */
function clamp(value: number, max: number): number {
  return Math.min(max, Math.max(STEP, Math.round(value / STEP) * STEP));
}

function Star({ fill, size, clipId }: { fill: number; size: number; clipId: string }) {
  const path = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9L12 2.8z';
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className={styles.star}>
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width={24 * fill} height="24" />
        </clipPath>
      </defs>
      <path d={path} className={styles.empty} />
      <path d={path} className={styles.filled} clipPath={`url(#${clipId})`} />
    </svg>
  );
}

/**
 * Five stars filled to a rating. As a display it reads "4.3 of 5"; with `onChange` it
 * is a slider in half-star steps (its value read the same way, "4.5 of 5"): the arrow keys move by a half star, Page Up and Page Down by a
 * star, Home and End go to half a star and to `max`, and a click on a star's left or right half
 * gives that half. Until a rating is chosen it is 0 ("Not rated"); once chosen it stays at least
 * half a star, since a review's rating is 0.5 to 5.
 */
export function StarRating({
  value,
  max = RATING_MAX,
  size = 20,
  showValue = true,
  onChange,
  label,
  describedBy,
  invalid,
  className,
  ref,
}: StarRatingProps) {
  const { t, i18n } = useTranslation('events');
  const id = useId();
  const row = useRef<HTMLSpanElement>(null);
  const shown = value === null ? 0 : Math.min(max, Math.max(0, value));
  const oneDecimal = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const text = value === null ? t('rating.none') : oneDecimal.format(shown);

  const stars = (
    <span ref={row} className={styles.stars}>
      {Array.from({ length: max }, (_, i) => (
        <Star key={i} fill={Math.min(1, Math.max(0, shown - i))} size={size} clipId={`${id}-star-${i}`} />
      ))}
    </span>
  );

  if (!onChange) {
    return (
      <span className={[styles.rating, className].filter(Boolean).join(' ')}>
        <span
          role="img"
          aria-label={value === null ? t('rating.none') : t('rating.value', { value: text, max })}
          className={styles.stars}
        >
          {stars}
        </span>
        {showValue && value !== null && (
          <span className={styles.value} aria-hidden="true">
            {text}
          </span>
        )}
      </span>
    );
  }

  const set = (next: number) => {
    const clamped = clamp(next, max);
    if (clamped !== value) onChange(clamped);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    const current = value ?? 0;
    const moves: Record<string, number> = {
      ArrowRight: current + STEP,
      ArrowUp: current + STEP,
      ArrowLeft: current - STEP,
      ArrowDown: current - STEP,
      Home: STEP,
      End: max,
      PageUp: current + 1,
      PageDown: current - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    // Moving down from no rating chooses none.
    if (current === 0 && next < current) return;
    set(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    const box = row.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    const fraction = (event.clientX - box.left) / box.width;
    // A click anywhere on a star's left half gives the half star, on its right half the whole star.
    set(Math.ceil((fraction * max) / STEP) * STEP);
  };

  return (
    <span className={[styles.rating, className].filter(Boolean).join(' ')}>
      <span
        ref={ref}
        role="slider"
        tabIndex={0}
        className={`${styles.stars} ${styles.input}`}
        aria-label={label ?? t('rating.input')}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value ?? 0}
        aria-valuetext={value ? t('rating.value', { value: oneDecimal.format(value), max }) : t('rating.none')}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
      >
        {stars}
      </span>
      {showValue && Boolean(value) && (
        <span className={styles.value} aria-hidden="true">
          {oneDecimal.format(value ?? 0)}
        </span>
      )}
    </span>
  );
}
