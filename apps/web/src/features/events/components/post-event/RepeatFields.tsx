import { SERIES_FREQUENCIES, SERIES_MAX_DATES, seriesDates } from '@moim/contract';
import { formatEventDate } from '@moim/contract/format';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/Field.tsx';
import styles from '../../events.module.css';
import type { PostEventValues } from './post-event-values.ts';

/** Dates a series may have, in the count's list. */
const COUNTS = Array.from({ length: SERIES_MAX_DATES - 1 }, (_, i) => String(i + 2));

/**
 * Repeat (decision 69): not at all, weekly, every two weeks or monthly on the same weekday; then
 * how many dates or until when, with the dates it makes listed as the host chooses.
 */
export function RepeatFields() {
  const { t, i18n } = useTranslation('events');
  const id = useId();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<PostEventValues>();
  const [date, repeat, ends, count, until] = useWatch({
    control,
    name: ['date', 'repeat', 'repeatEnds', 'repeatCount', 'repeatUntil'],
  });
  const dates = repeat
    ? seriesDates(date, ends === 'count' ? { every: repeat, count: Number(count) } : { every: repeat, until })
    : [];

  return (
    <>
      <Field id={`${id}-repeat`} label={t('post.repeat')} error={errors.repeat?.message}>
        {({ describedBy, invalid }) => (
          <select
            id={`${id}-repeat`}
            className={styles.select}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...register('repeat')}
          >
            <option value="">{t('post.repeatNone')}</option>
            {SERIES_FREQUENCIES.map((every) => (
              <option key={every} value={every}>
                {t(`post.repeatEvery.${every}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {repeat && (
        <fieldset className={styles.repeatEnds}>
          <legend>{t('post.repeatEnds')}</legend>
          <label className={styles.inline}>
            <input type="radio" value="count" {...register('repeatEnds', { deps: ['repeat'] })} />
            {t('post.repeatAfter')}
            <select
              className={styles.select}
              aria-label={t('post.repeatCount')}
              disabled={ends !== 'count'}
              {...register('repeatCount', { deps: ['repeat'] })}
            >
              {COUNTS.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.inline}>
            <input type="radio" value="until" {...register('repeatEnds', { deps: ['repeat'] })} />
            {t('post.repeatUntil')}
            <input
              type="date"
              className={styles.input}
              aria-label={t('post.repeatUntilDate')}
              min={date || undefined}
              disabled={ends !== 'until'}
              {...register('repeatUntil', { deps: ['repeat'] })}
            />
          </label>
          {dates.length > 1 && (
            <p className={styles.hint} role="status">
              {t('post.repeatDates', {
                count: dates.length,
                dates: dates.map((day) => formatEventDate(day, i18n.language)).join(', '),
              })}
            </p>
          )}
        </fieldset>
      )}
    </>
  );
}
