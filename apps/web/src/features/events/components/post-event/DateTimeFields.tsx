import { futureTimeSlots, seoulDate } from '@moim/contract';
import { useEffect, useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/Field.tsx';
import { useClock } from '../../../../lib/clock.ts';
import styles from '../../events.module.css';
import type { PostEventValues } from './post-event-values.ts';

/** The date (today or later, Korea time) and the half-hour slots still ahead on it. */
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
  const [date, time] = useWatch({ control, name: ['date', 'time'] });
  const now = clock();
  const slots = futureTimeSlots(date, now);
  const timeGone = time !== '' && !slots.includes(time);

  // A time chosen earlier that is no longer ahead (another day chosen, or time went by) is cleared.
  useEffect(() => {
    if (timeGone) setValue('time', '');
  }, [timeGone, setValue]);

  return (
    <div className={styles.grid2}>
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
            {...register('time', { deps: ['date'] })}
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
    </div>
  );
}
