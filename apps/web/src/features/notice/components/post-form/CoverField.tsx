import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button.tsx';
import { Field } from '../../../../components/Field.tsx';
import styles from '../../notice.module.css';
import type { PostFormValues } from '../../post-draft.ts';
import { errorAt } from './error-at.ts';

/** The cover picture: choose one (`onChoose` uploads it; `busy` meanwhile), its preview, Remove. */
export function CoverField({
  id,
  busy,
  onChoose,
}: {
  id: string;
  busy: boolean;
  onChoose: (file: File | undefined) => void;
}) {
  const { t } = useTranslation('notice');
  const { control, setValue, formState } = useFormContext<PostFormValues>();
  const cover = useWatch({ control, name: 'coverImage' });
  return (
    <Field id={id} label={t('form.cover')} hint={t('form.coverHint')} error={errorAt(formState.errors, 'coverImage')}>
      {({ describedBy, invalid }) => (
        <div>
          <input
            id={id}
            className={styles.fileInput}
            type="file"
            accept="image/*"
            aria-invalid={invalid}
            aria-describedby={describedBy}
            disabled={busy}
            onChange={(event) => onChoose(event.target.files?.[0])}
          />
          {busy && <p role="status">{t('form.coverUploading')}</p>}
          {cover && (
            <p>
              <img className={styles.coverPreview} src={cover} alt={t('form.coverAlt')} />{' '}
              <Button
                type="button"
                size="small"
                variant="ghost"
                onClick={() => setValue('coverImage', '', { shouldDirty: true })}
              >
                {t('form.coverRemove')}
              </Button>
            </p>
          )}
        </div>
      )}
    </Field>
  );
}
