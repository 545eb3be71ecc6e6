import { EVENT_LANGUAGES, PRICE_STEP } from '@moim/contract';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/Field.tsx';
import { formatPrice } from '../../../../lib/format.ts';
import styles from '../../events.module.css';
import { numberOf, type PostEventValues } from './post-event-values.ts';

/** Minimum and maximum participants, the question for guests, the price and the languages. */
export function ParticipantsPriceFields() {
  const { t, i18n } = useTranslation(['events', 'eventList']);
  const id = useId();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<PostEventValues>();
  const price = numberOf(useWatch({ control, name: 'price' }));
  const pricePreview = Number.isFinite(price) && price >= 0 ? formatPrice(price, i18n.language, t('post.free')) : '—';

  return (
    <>
      <div className={styles.grid2}>
        <Field
          id={`${id}-min`}
          label={t('post.minParticipants')}
          required
          hint={t('post.participantsHint')}
          error={errors.minParticipants?.message}
        >
          {({ describedBy, invalid }) => (
            <input
              id={`${id}-min`}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              className={styles.input}
              aria-required="true"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('minParticipants', { deps: ['maxParticipants'] })}
            />
          )}
        </Field>
        <Field id={`${id}-max`} label={t('post.maxParticipants')} required error={errors.maxParticipants?.message}>
          {({ describedBy, invalid }) => (
            <input
              id={`${id}-max`}
              type="number"
              inputMode="numeric"
              min={2}
              step={1}
              className={styles.input}
              aria-required="true"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('maxParticipants', { deps: ['minParticipants'] })}
            />
          )}
        </Field>
      </div>
      <Field
        id={`${id}-question`}
        label={t('post.question')}
        hint={t('post.questionHint')}
        error={errors.question?.message}
      >
        {({ describedBy, invalid }) => (
          <input
            id={`${id}-question`}
            className={styles.input}
            maxLength={300}
            placeholder={t('post.questionPlaceholder')}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...register('question')}
          />
        )}
      </Field>
      <Field
        id={`${id}-price`}
        label={t('post.price')}
        required
        hint={t('post.priceHint', { value: pricePreview })}
        error={errors.price?.message}
      >
        {({ describedBy, invalid }) => (
          <div className={styles.prefixed}>
            <span className={styles.prefix} aria-hidden="true">
              ₩
            </span>
            <input
              id={`${id}-price`}
              type="number"
              inputMode="numeric"
              min={0}
              step={PRICE_STEP}
              className={styles.input}
              aria-required="true"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('price')}
            />
          </div>
        )}
      </Field>
      <Field
        id={`${id}-languages`}
        as="group"
        label={t('post.languages')}
        required
        hint={t('post.languagesHint')}
        error={errors.languages?.message}
      >
        {({ invalid }) => (
          <div className={`${styles.languages} ${invalid ? styles.groupInvalid : ''}`}>
            {EVENT_LANGUAGES.map((language) => (
              <label key={language} className={styles.language}>
                <input
                  type="checkbox"
                  value={language}
                  aria-invalid={invalid || undefined}
                  {...register('languages')}
                />
                <span lang={language}>{t(`eventList:languageNames.${language}`)}</span>
              </label>
            ))}
          </div>
        )}
      </Field>
    </>
  );
}
