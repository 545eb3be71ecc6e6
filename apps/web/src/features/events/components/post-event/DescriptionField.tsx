import { lazy, Suspense, useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/Field.tsx';
import styles from '../../events.module.css';
import type { PostEventValues } from './post-event-values.ts';

// The editor (TipTap) loads with this screen only, after the form is on screen.
const RichTextEditor = lazy(() =>
  import('../../../../components/RichTextEditor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

/** A rich-text description: the event's, or the host's second version of it (decision 77). */
export function DescriptionField({
  name = 'description',
  label,
  hint,
}: {
  name?: 'description' | 'secondDescription';
  label?: string;
  hint?: string;
}) {
  const { t } = useTranslation('events');
  const id = useId();
  const { control } = useFormContext<PostEventValues>();
  const { field, fieldState } = useController({ control, name });
  return (
    <Field
      id={`${id}-description`}
      as="text"
      label={label ?? t('post.description')}
      hint={hint ?? t('post.descriptionHint')}
      error={fieldState.error?.message}
    >
      {({ describedBy, invalid }) => (
        <Suspense
          fallback={
            <div className={styles.textarea} role="status">
              {t('post.editorLoading')}
            </div>
          }
        >
          <RichTextEditor
            ref={field.ref}
            id={`${id}-description`}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            labelledBy={`${id}-description-label`}
            describedBy={describedBy}
            invalid={invalid}
          />
        </Suspense>
      )}
    </Field>
  );
}
