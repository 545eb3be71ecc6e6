import { POST_HEADING_MAX_LENGTH } from '@moim/contract/limits';
import { lazy, Suspense } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/Field.tsx';
import type { PostFormValues } from '../../post-draft.ts';
import { PostTextField } from './PostTextField.tsx';
import { RepeatedFieldset } from './RepeatedFieldset.tsx';
import { errorAt } from './error-at.ts';

// The editor (TipTap) loads with this screen only.
const RichTextEditor = lazy(() =>
  import('../../../../components/RichTextEditor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

/** The post's sections: a subtitle and a rich text each (`id` prefixes their ids). */
export function SectionsFieldset({ id }: { id: string }) {
  const { t } = useTranslation('notice');
  const { register, control, formState } = useFormContext<PostFormValues>();
  const error = (name: string) => errorAt(formState.errors, name);
  return (
    <RepeatedFieldset
      name="sections"
      newItem={{ heading: '', body: '' }}
      legend={t('form.sections')}
      removeLabel={(number) => t('form.removeSection', { number })}
      addLabel={t('form.addSection')}
      renderItem={(index, number) => (
        <>
          <PostTextField
            id={`${id}-s${index}-heading`}
            label={t('form.sectionHeading', { number })}
            error={error(`sections.${index}.heading`)}
            registration={register(`sections.${index}.heading`)}
            maxLength={POST_HEADING_MAX_LENGTH}
          />
          <Field
            id={`${id}-s${index}-body`}
            as="text"
            label={t('form.sectionBody', { number })}
            error={error(`sections.${index}.body`)}
          >
            {({ describedBy, invalid }) => (
              <Suspense fallback={<div role="status">{t('form.editorLoading')}</div>}>
                <Controller
                  control={control}
                  name={`sections.${index}.body`}
                  render={({ field }) => (
                    <RichTextEditor
                      ref={field.ref}
                      id={`${id}-s${index}-body`}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      labelledBy={`${id}-s${index}-body-label`}
                      describedBy={describedBy}
                      invalid={invalid}
                    />
                  )}
                />
              </Suspense>
            )}
          </Field>
        </>
      )}
    />
  );
}
