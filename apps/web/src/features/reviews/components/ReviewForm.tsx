import {
  MAX_REVIEW_IMAGES,
  REVIEW_TEXT_MAX_LENGTH,
  SubmitReviewInputSchema,
  type EventDetail,
  type SubmitReviewData,
} from '@moim/contract';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { Field } from '../../../components/Field.tsx';
import { ImageUploader, useImageUploads, type UploadItem } from '../../../components/ImageUploader.tsx';
import { RichTextEditor } from '../../../components/RichTextEditor.tsx';
import { StarRating } from '../../../components/StarRating.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useContractForm } from '../../../lib/form.ts';
import { notify } from '../../../lib/notices.ts';
import { uploadReviewImage, useSubmitReview } from '../api.ts';
import styles from '../reviews.module.css';

/** The review form; fields named as in the submit payload they become. */
interface ReviewValues {
  /** 0 until chosen. */
  rating: number;
  comment: string;
  imageUrls: UploadItem[];
}

/**
 * Write a review: the half-star rating, the rich text (at most 300 characters of text: the editor
 * stops there) and up to 5 photos, uploaded as they are chosen. A refused or failed review keeps
 * everything that was entered.
 */
export function ReviewForm({ event }: { event: EventDetail }) {
  const { t } = useTranslation(['reviews', 'events']);
  const navigate = useNavigate();
  const id = useId();
  const submit = useSubmitReview({ id: event.id, hostUserId: event.createdBy.userId });
  const busy = submit.isPending;
  const form = useContractForm<ReviewValues, SubmitReviewData>({
    schema: SubmitReviewInputSchema,
    toInput: (values) => ({
      eventId: event.id,
      rating: values.rating,
      comment: values.comment,
      imageUrls: values.imageUrls.flatMap((item) => (item.status === 'done' && item.url ? [item.url] : [])),
    }),
    defaultValues: { rating: 0, comment: '', imageUrls: [] },
    busy,
  });
  const rating = useController({ control: form.control, name: 'rating' });
  const comment = useController({ control: form.control, name: 'comment' });
  const photos = useController({ control: form.control, name: 'imageUrls' });

  const loginAgain = () => {
    notify(t('messages:unauthorized'), 'error', { keepOnNextPage: true });
    void navigate('/logIn');
  };
  const uploads = useImageUploads(
    {
      get: () => form.getValues('imageUrls'),
      set: (items, settled) =>
        form.setValue('imageUrls', items, { shouldValidate: settled && form.getFieldState('imageUrls').invalid }),
    },
    { upload: uploadReviewImage, max: MAX_REVIEW_IMAGES, onUnauthorized: loginAgain },
  );

  const send = async (input: SubmitReviewData) => {
    if (form.getValues('imageUrls').some((item) => item.status === 'uploading')) {
      form.showFieldError('imageUrls', 'events:post.imagesUploading');
      return;
    }
    try {
      const { message } = await submit.mutateAsync(input);
      notify(message, 'success', { keepOnNextPage: true });
      void navigate(`/events/${event.id}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        loginAgain();
        return;
      }
      if (form.showServerError(error)) return;
      // A refusal says why (already reviewed, say); any other failure is the spec's message.
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      notify(refused ? error.message : t('messages:reviewFailed'), 'error');
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={busy}
      inert={busy}
      onSubmit={(e) => void form.handleSubmit(send)(e)}
    >
      <Field
        id={`${id}-rating`}
        as="text"
        label={t('write.rating')}
        required
        hint={t('write.ratingHint')}
        error={rating.fieldState.error?.message}
      >
        {({ describedBy, invalid }) => (
          <StarRating
            ref={rating.field.ref}
            value={rating.field.value}
            onChange={rating.field.onChange}
            label={t('write.rating')}
            size={32}
            describedBy={describedBy}
            invalid={invalid}
          />
        )}
      </Field>

      <Field
        id={`${id}-comment`}
        as="text"
        label={t('write.comment')}
        hint={t('write.commentHint')}
        error={comment.fieldState.error?.message}
      >
        {({ describedBy, invalid }) => (
          <RichTextEditor
            ref={comment.field.ref}
            id={`${id}-comment`}
            value={comment.field.value}
            onChange={comment.field.onChange}
            onBlur={comment.field.onBlur}
            labelledBy={`${id}-comment-label`}
            describedBy={describedBy}
            invalid={invalid}
            placeholder={t('write.commentPlaceholder')}
            maxCharacters={REVIEW_TEXT_MAX_LENGTH}
          />
        )}
      </Field>

      <Field
        id={`${id}-photos`}
        as="text"
        label={t('write.photos')}
        hint={t('write.photosHint')}
        error={photos.fieldState.error?.message}
      >
        {({ describedBy, invalid }) => (
          <ImageUploader
            ref={photos.field.ref}
            items={photos.field.value}
            max={MAX_REVIEW_IMAGES}
            onAdd={uploads.add}
            onRemove={uploads.remove}
            labelledBy={`${id}-photos-label`}
            describedBy={describedBy}
            invalid={invalid}
          />
        )}
      </Field>

      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {busy ? t('write.sending') : t('write.submit')}
        </Button>
        <Link to={`/events/${event.id}`} className={buttonClass({ variant: 'secondary' })}>
          {t('write.back')}
        </Link>
      </div>
    </form>
  );
}
