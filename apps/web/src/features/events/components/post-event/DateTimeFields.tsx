import { DEFAULT_EVENT_HOURS, endTimeSlots, futureTimeSlots, seoulDate } from '@moim/contract';
import { useEffect, useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/Field.tsx';
import { useClock } from '../../../../lib/clock.ts';
import styles from '../../events.module.css';
import type { PostEventValues } from './post-event-values.ts';

/**
 * The date (today or later, Korea time), the half-hour slots still ahead on it, and the end: a
 * slot of the day after the start, or the default (DEFAULT_EVENT_HOURS later) when none is chosen.
 */
export function DateTimeFields() {
  const { t } = useTranslation('events');
  const id = useId();
  const clock = useClock();
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useFormContext<PostEventValues>();
  const [date, time, end] = useWatch({ control, name: ['date', 'time', 'endTime'] });
  const now = clock();
  const slots = futureTimeSlots(date, now);
  const timeGone = time !== '' && !slots.includes(time);
  const ends = endTimeSlots(date, time);
  const nextDay = (slot: { date: string }) => slot.date !== date;
  const endGone = end !== '' && !ends.some((slot) => endValue(slot) === end);

  // A time chosen earlier that is no longer ahead (another day chosen, or time went by) is cleared,
  // and an end that no longer follows the start.
  useEffect(() => {
    if (timeGone) setValue('time', '');
  }, [timeGone, setValue]);
  useEffect(() => {
    if (endGone) setValue('endTime', '');
  }, [endGone, setValue]);

  return (
    <div className={styles.grid3}>
      <Field id={`${id}-date`} label={t('post.date')} required error={errors.date?.message}>
        {({ describedBy, invalid }) => (
          <input
            id={`${id}-date`}
            type="date"
            className={styles.input}
            min={seoulDate(now)}
            aria-required="true"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...register('date', { deps: ['time'] })}
          />
        )}
      </Field>
      <Field id={`${id}-time`} label={t('post.time')} required hint={t('post.timeHint')} error={errors.time?.message}>
        {({ describedBy, invalid }) => (
          <select
            id={`${id}-time`}
            className={styles.select}
            aria-required="true"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...register('time', { deps: ['date', 'endTime'] })}
          >
            <option value="">{t('post.timePlaceholder')}</option>
            {slots.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${id}-end`} label={t('post.endTime')} error={errors.endTime?.message}>
        {({ describedBy, invalid }) => (
          <select
            id={`${id}-end`}
            className={styles.select}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...register('endTime')}
          >
            <option value="">{t('post.endDefault', { count: DEFAULT_EVENT_HOURS })}</option>
            {ends.map((slot) => (
              <option key={endValue(slot)} value={endValue(slot)}>
                {nextDay(slot) ? t('post.endNextDay', { time: slot.time }) : slot.time}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}

/** An end slot as the form keeps it: its Korea-time date and time, `YYYY-MM-DDTHH:mm`. */
const endValue = (slot: { date: string; time: string }) => `${slot.date}T${slot.time}`;
