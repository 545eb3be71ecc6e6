import { POST_CATEGORIES, POST_LANGUAGES, PostInputSchema, type PostData, type PostStatus } from '@moim/contract';
import {
  POST_FAQ_ANSWER_MAX_LENGTH,
  POST_FAQ_QUESTION_MAX_LENGTH,
  POST_HEADING_MAX_LENGTH,
  POST_LINK_DESCRIPTION_MAX_LENGTH,
  POST_LINK_URL_MAX_LENGTH,
  POST_SLUG_MAX_LENGTH,
  POST_TITLE_MAX_LENGTH,
} from '@moim/contract/limits';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { Field } from '../../../components/Field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useContractForm } from '../../../lib/form.ts';
import { notify } from '../../../lib/notices.ts';
import { uploadCover, useSavePost } from '../api.ts';
import styles from '../notice.module.css';
import { forgetDraft, keepDraft, type PostFormValues } from '../post-draft.ts';
import { PostTextField } from './PostTextField.tsx';
import { RepeatedFieldset } from './RepeatedFieldset.tsx';

// The editor (TipTap) loads with this screen only.
const RichTextEditor = lazy(() =>
  import('../../../components/RichTextEditor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

interface PostFormProps {
  /** The post being edited; null for a new one. */
  slug: string | null;
  initial: PostFormValues;
  /** Whether `initial` is the browser's unsent copy. */
  restored: boolean;
}

/** The create-blog form: Save draft keeps it on the server, Publish shows it on the Living-in-Korea page. */
export function PostForm({ slug, initial, restored }: PostFormProps) {
  const { t } = useTranslation('notice');
  const id = useId();
  const navigate = useNavigate();
  const save = useSavePost();
  const intent = useRef<PostStatus>('draft');
  const [coverBusy, setCoverBusy] = useState(false);
  const form = useContractForm<PostFormValues, PostData>({
    schema: PostInputSchema,
    toInput: (values) => ({ ...values, status: intent.current }),
    defaultValues: initial,
    busy: save.isPending,
  });
  const { register, control, formState } = form;
  const sections = useFieldArray({ control, name: 'sections' });
  const faqs = useFieldArray({ control, name: 'faqs' });
  const links = useFieldArray({ control, name: 'links' });
  const cover = useWatch({ control, name: 'coverImage' });

  // Every change is kept in the browser until the server has it.
  useEffect(() => {
    const subscription = form.watch((values) => keepDraft(slug, values as PostFormValues));
    return () => subscription.unsubscribe();
  }, [form, slug]);

  const submit = async (post: PostData) => {
    try {
      const saved = await save.mutateAsync({ slug: slug ?? undefined, post });
      forgetDraft(slug);
      if (post.status === 'published') {
        void navigate(`/notice/${encodeURIComponent(saved.slug)}`);
        return;
      }
      notify(t('form.saved'), 'success');
      if (!slug) void navigate(`/createBlog?edit=${encodeURIComponent(saved.slug)}`, { replace: true });
    } catch (error) {
      if (form.showServerError(error)) return;
      notify(error instanceof ApiError ? error.message : t('common:errors.unexpected'), 'error');
    }
  };
  const send = (status: PostStatus) => {
    intent.current = status;
    void form.handleSubmit(submit)();
  };

  const chooseCover = async (file: File | undefined) => {
    if (!file) return;
    setCoverBusy(true);
    try {
      form.setValue('coverImage', await uploadCover(file), { shouldDirty: true });
      form.clearErrors('coverImage');
    } catch (error) {
      form.showFieldError('coverImage', error instanceof ApiError ? error.code : 'postCoverNotUploaded');
    } finally {
      setCoverBusy(false);
    }
  };

  const error = (name: string) => {
    const parts = name.split('.');
    let value: unknown = formState.errors;
    for (const part of parts) value = (value as Record<string, unknown> | undefined)?.[part];
    return (value as { message?: string } | undefined)?.message;
  };

  return (
    <div className={styles.article}>
      <h1 className={styles.title}>{slug ? t('form.editTitle') : t('form.title')}</h1>
      <p className={styles.intro}>{t('form.intro')}</p>
      {restored && <p role="status">{t('form.restored')}</p>}
      <form
        className={styles.form}
        noValidate
        aria-busy={save.isPending}
        inert={save.isPending}
        onSubmit={(event) => {
          event.preventDefault();
          send('published');
        }}
      >
        <PostTextField
          id={`${id}-title`}
          label={t('form.postTitle')}
          required
          error={error('title')}
          registration={register('title')}
          maxLength={POST_TITLE_MAX_LENGTH}
        />
        <Field id={`${id}-category`} label={t('form.category')} error={error('category')}>
          {({ describedBy, invalid }) => (
            <select
              id={`${id}-category`}
              className={styles.input}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              {...register('category')}
            >
              {POST_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`categories.${category}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-language`} label={t('form.language')} error={error('language')}>
          {({ describedBy, invalid }) => (
            <select
              id={`${id}-language`}
              className={styles.input}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              {...register('language')}
            >
              {POST_LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(`languages.${language}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-cover`} label={t('form.cover')} hint={t('form.coverHint')} error={error('coverImage')}>
          {({ describedBy, invalid }) => (
            <div>
              <input
                id={`${id}-cover`}
                className={styles.fileInput}
                type="file"
                accept="image/*"
                aria-invalid={invalid}
                aria-describedby={describedBy}
                disabled={coverBusy}
                onChange={(event) => void chooseCover(event.target.files?.[0])}
              />
              {coverBusy && <p role="status">{t('form.coverUploading')}</p>}
              {cover && (
                <p>
                  <img className={styles.coverPreview} src={cover} alt={t('form.coverAlt')} />{' '}
                  <Button
                    type="button"
                    size="small"
                    variant="ghost"
                    onClick={() => form.setValue('coverImage', '', { shouldDirty: true })}
                  >
                    {t('form.coverRemove')}
                  </Button>
                </p>
              )}
            </div>
          )}
        </Field>
        <PostTextField
          id={`${id}-translation`}
          label={t('form.translationOf')}
          hint={t('form.translationHint')}
          error={error('translationOf')}
          registration={register('translationOf')}
          maxLength={POST_SLUG_MAX_LENGTH}
        />

        <RepeatedFieldset
          legend={t('form.sections')}
          items={sections.fields}
          removeLabel={(number) => t('form.removeSection', { number })}
          addLabel={t('form.addSection')}
          onRemove={sections.remove}
          onAdd={() => sections.append({ heading: '', body: '' })}
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

        <RepeatedFieldset
          legend={t('form.faqs')}
          items={faqs.fields}
          removeLabel={(number) => t('form.removeFaq', { number })}
          addLabel={t('form.addFaq')}
          onRemove={faqs.remove}
          onAdd={() => faqs.append({ question: '', answer: '' })}
          renderItem={(index, number) => (
            <>
              <PostTextField
                id={`${id}-f${index}-q`}
                label={t('form.question', { number })}
                error={error(`faqs.${index}.question`)}
                registration={register(`faqs.${index}.question`)}
                maxLength={POST_FAQ_QUESTION_MAX_LENGTH}
              />
              <PostTextField
                id={`${id}-f${index}-a`}
                label={t('form.answer', { number })}
                error={error(`faqs.${index}.answer`)}
                registration={register(`faqs.${index}.answer`)}
                maxLength={POST_FAQ_ANSWER_MAX_LENGTH}
                multiline
              />
            </>
          )}
        />

        <RepeatedFieldset
          legend={t('form.links')}
          items={links.fields}
          removeLabel={(number) => t('form.removeLink', { number })}
          addLabel={t('form.addLink')}
          onRemove={links.remove}
          onAdd={() => links.append({ url: '', description: '' })}
          renderItem={(index, number) => (
            <>
              <PostTextField
                id={`${id}-l${index}-url`}
                label={t('form.url', { number })}
                error={error(`links.${index}.url`)}
                registration={register(`links.${index}.url`)}
                maxLength={POST_LINK_URL_MAX_LENGTH}
                type="url"
                placeholder="https://"
              />
              <PostTextField
                id={`${id}-l${index}-d`}
                label={t('form.description', { number })}
                error={error(`links.${index}.description`)}
                registration={register(`links.${index}.description`)}
                maxLength={POST_LINK_DESCRIPTION_MAX_LENGTH}
              />
            </>
          )}
        />

        <div className={styles.actions}>
          <Button
            type="button"
            variant="secondary"
            disabled={save.isPending || coverBusy}
            onClick={() => send('draft')}
          >
            {t('form.saveDraft')}
          </Button>
          <Button type="submit" disabled={save.isPending || coverBusy}>
            {t('form.publish')}
          </Button>
        </div>
      </form>
    </div>
  );
}
