import { MAX_EVENT_IMAGES } from '@moim/contract';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { Field } from '../../../../components/Field.tsx';
import { ImageUploader, useImageUploads } from '../../../../components/ImageUploader.tsx';
import { uploadEventImage } from '../../upload-api.ts';
import type { PostEventValues } from './post-event-values.ts';

/** The event's images, uploaded as soon as they are chosen; kept in the form's `images` field. */
export function ImagesField({ onUnauthorized }: { onUnauthorized: () => void }) {
  const { t } = useTranslation('events');
  const id = useId();
  const { control, getValues, setValue, getFieldState } = useFormContext<PostEventValues>();
  const { field, fieldState } = useController({ control, name: 'images' });
  const uploads = useImageUploads(
    {
      get: () => getValues('images'),
      // Checked again when it shows a problem that this change may have solved.
      set: (items, settled) =>
        setValue('images', items, { shouldValidate: settled && getFieldState('images').invalid }),
    },
    { upload: uploadEventImage, max: MAX_EVENT_IMAGES, onUnauthorized },
  );
  return (
    <Field
      id={`${id}-images`}
      as="text"
      label={t('post.imagesLabel')}
      required
      hint={t('post.imagesHint')}
      error={fieldState.error?.message}
    >
      {({ describedBy, invalid }) => (
        <ImageUploader
          ref={field.ref}
          items={field.value}
          max={MAX_EVENT_IMAGES}
          firstIsMain
          onAdd={uploads.add}
          onRemove={uploads.remove}
          onDescribe={uploads.describe}
          labelledBy={`${id}-images-label`}
          describedBy={describedBy}
          invalid={invalid}
        />
      )}
    </Field>
  );
}
