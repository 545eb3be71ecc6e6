import { EVENT_LANGUAGES, PRICE_STEP } from '@moim/contract';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/Field.tsx';
import { formatPrice } from '@moim/contract/format';
import { languageName } from '../../../../lib/language-names.ts';
import styles from '../../events.module.css';
import { numberOf, type PostEventValues } from './post-event-values.ts';
import { TextField } from './TextField.tsx';

type Bound = 'minParticipants' | 'maxParticipants';

/** One bound of the number of participants; the other is checked again with it. */
function ParticipantsField({
  name,
  other,
  label,
  hint,
  min,
}: {
  name: Bound;
  other: Bound;
  label: string;
  hint?: string;
  min: number;
}) {
  const id = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<PostEventValues>();
  return (
    <Field id={id} label={label} required hint={hint} error={errors[name]?.message}>
      {({ describedBy, invalid }) => (
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          step={1}
          className={styles.input}
          aria-required="true"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...register(name, { deps: [other] })}
        />
      )}
    </Field>
  );
}

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
        <ParticipantsField
          name="minParticipants"
          other="maxParticipants"
          label={t('post.minParticipants')}
          hint={t('post.participantsHint')}
          min={1}
        />
        <ParticipantsField name="maxParticipants" other="minParticipants" label={t('post.maxParticipants')} min={2} />
      </div>
      <TextField
        name="question"
        label={t('post.question')}
        hint={t('post.questionHint')}
        placeholder={t('post.questionPlaceholder')}
      />
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
                <span>{languageName(language, i18n.language)}</span>
              </label>
            ))}
          </div>
        )}
      </Field>
    </>
  );
}
