import { CATEGORIES, EVENT_TYPES } from '@moim/contract';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { categoryKey } from '../../../../components/EventCard.tsx';
import { Field } from '../../../../components/Field.tsx';
import styles from '../../events.module.css';
import type { PostEventValues } from './post-event-values.ts';
import { TextField } from './TextField.tsx';

/** Category, type (first come or register) and name. */
export function BasicsFields() {
  const { t } = useTranslation(['events', 'eventList']);
  const id = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<PostEventValues>();
  return (
    <>
      <Field id={`${id}-category`} label={t('post.category')} required error={errors.category?.message}>
        {({ describedBy, invalid }) => (
          <select
            id={`${id}-category`}
            className={styles.select}
            aria-required="true"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...register('category')}
          >
            <option value="">{t('post.categoryPlaceholder')}</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`eventList:categories.${categoryKey(category)}`)}
              </option>
            ))}
          </select>
        )}
      </Field>

      <Field id={`${id}-type`} as="group" label={t('post.type')} required error={errors.type?.message}>
        {({ invalid }) => (
          <div className={`${styles.choices} ${invalid ? styles.groupInvalid : ''}`}>
            {EVENT_TYPES.map((type) => (
              <label key={type} className={styles.choice}>
                <input
                  type="radio"
                  value={type}
                  aria-invalid={invalid || undefined}
                  aria-describedby={`${id}-type-${type}-hint`}
                  {...register('type')}
                />
                <span className={styles.choiceText}>
                  <strong>{t(`eventList:types.${type}`)}</strong>
                  <span id={`${id}-type-${type}-hint`} className={styles.choiceHint}>
                    {t(`typeHints.${type}`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        )}
      </Field>

      <TextField name="name" label={t('post.name')} placeholder={t('post.namePlaceholder')} required />
    </>
  );
}
