import { locales } from '@moim/contract/locales';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/Field.tsx';
import { languageName } from '../../../../lib/language-names.ts';
import styles from '../../events.module.css';
import { DescriptionField } from './DescriptionField.tsx';
import type { PostEventValues } from './post-event-values.ts';
import { TextField } from './TextField.tsx';

/**
 * The host's own second version of the name and the description (decision 77), optional: once a
 * language is chosen, its name (required) and description. Readers of that language see them
 * before any machine translation.
 */
export function SecondLanguageFields() {
  const { t, i18n } = useTranslation('events');
  const id = useId();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<PostEventValues>();
  const language = useWatch({ control, name: 'secondLanguage' });
  const name = language ? languageName(language, i18n.language) : '';
  return (
    <>
      <Field
        id={`${id}-language`}
        label={t('post.secondLanguage')}
        hint={t('post.secondLanguageHint')}
        error={errors.secondLanguage?.message}
      >
        {({ describedBy, invalid }) => (
          <select
            id={`${id}-language`}
            className={styles.select}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...register('secondLanguage')}
          >
            <option value="">{t('post.secondLanguageNone')}</option>
            {locales.map((locale) => (
              <option key={locale} value={locale}>
                {languageName(locale, i18n.language)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {language ? (
        <>
          <TextField name="secondName" label={t('post.secondName', { language: name })} required lang={language} />
          <DescriptionField
            name="secondDescription"
            label={t('post.secondDescription', { language: name })}
            hint={t('post.secondDescriptionHint')}
          />
        </>
      ) : null}
    </>
  );
}
