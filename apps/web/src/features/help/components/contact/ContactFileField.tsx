import { CONTACT_FILE_TYPES } from '@moim/contract';
import { useRef } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button.tsx';
import { Field } from '../../../../components/Field.tsx';
import styles from '../../help.module.css';
import type { ContactValues } from './contact-values.ts';

function formatSize(bytes: number, language: string): string {
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'kilobyte'] : [bytes / 1024 / 1024, 'megabyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/** The optional image or PDF: its name and size once chosen, checked at once, and Remove. */
export function ContactFileField({ id }: { id: string }) {
  const { t, i18n } = useTranslation('help');
  const {
    control,
    trigger,
    formState: { errors },
  } = useFormContext<ContactValues>();
  const fileInput = useRef<HTMLInputElement | null>(null);
  const { field: fileField } = useController({ control, name: 'file' });
  const file = fileField.value;

  const chooseFile = (chosen: File | null) => {
    fileField.onChange(chosen);
    void trigger('file');
  };

  const removeFile = () => {
    if (fileInput.current) fileInput.current.value = '';
    chooseFile(null);
    fileInput.current?.focus();
  };

  return (
    <>
      <Field
        id={id}
        label={t('contact.fields.file')}
        error={errors.file?.message}
        hint={t('contact.hints.file')}
        status={
          file
            ? {
                text: t('contact.chosenFile', { name: file.name, size: formatSize(file.size, i18n.language) }),
                tone: 'hint',
              }
            : null
        }
        live
      >
        {({ describedBy, invalid }) => (
          <input
            id={id}
            ref={(element) => {
              fileInput.current = element;
              fileField.ref(element);
            }}
            name={fileField.name}
            type="file"
            accept={CONTACT_FILE_TYPES.join(',')}
            className={styles.file}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
            onBlur={fileField.onBlur}
          />
        )}
      </Field>
      {file && (
        <p className={styles.chosen}>
          <Button variant="ghost" size="small" onClick={removeFile}>
            {t('contact.removeFile')}
          </Button>
        </p>
      )}
    </>
  );
}
