import { POST_CATEGORIES, POST_LANGUAGES, PostInputSchema, type PostData, type PostStatus } from '@moim/contract';
import { POST_SLUG_MAX_LENGTH, POST_TITLE_MAX_LENGTH } from '@moim/contract/limits';
import { useEffect, useId, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useContractForm } from '../../../lib/form.ts';
import { notify } from '../../../lib/notices.ts';
import { useSavePost } from '../api.ts';
import styles from '../notice.module.css';
import { forgetDraft, keepDraft, type PostFormValues } from '../post-draft.ts';
import { CoverField } from './post-form/CoverField.tsx';
import { errorAt } from './post-form/error-at.ts';
import { FaqsFieldset } from './post-form/FaqsFieldset.tsx';
import { LinksFieldset } from './post-form/LinksFieldset.tsx';
import { PostSelectField } from './post-form/PostSelectField.tsx';
import { PostTextField } from './post-form/PostTextField.tsx';
import { SectionsFieldset } from './post-form/SectionsFieldset.tsx';
import { useCoverUpload } from './post-form/use-cover-upload.ts';

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
  const form = useContractForm<PostFormValues, PostData>({
    schema: PostInputSchema,
    toInput: (values) => ({ ...values, status: intent.current }),
    defaultValues: initial,
    busy: save.isPending,
  });
  const { register, formState } = form;
  const cover = useCoverUpload(form);

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

  const error = (name: string) => errorAt(formState.errors, name);

  return (
    <div className={styles.article}>
      <h1 className={styles.title}>{slug ? t('form.editTitle') : t('form.title')}</h1>
      <p className={styles.intro}>{t('form.intro')}</p>
      {restored && <p role="status">{t('form.restored')}</p>}
      <FormProvider {...form}>
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
          <PostSelectField
            id={`${id}-category`}
            label={t('form.category')}
            error={error('category')}
            registration={register('category')}
            options={POST_CATEGORIES}
            optionLabel={(category) => t(`categories.${category}`)}
          />
          <PostSelectField
            id={`${id}-language`}
            label={t('form.language')}
            error={error('language')}
            registration={register('language')}
            options={POST_LANGUAGES}
            optionLabel={(language) => t(`languages.${language}`)}
          />
          <CoverField id={`${id}-cover`} busy={cover.busy} onChoose={(file) => void cover.choose(file)} />
          <PostTextField
            id={`${id}-translation`}
            label={t('form.translationOf')}
            hint={t('form.translationHint')}
            error={error('translationOf')}
            registration={register('translationOf')}
            maxLength={POST_SLUG_MAX_LENGTH}
          />

          <SectionsFieldset id={id} />
          <FaqsFieldset id={id} />
          <LinksFieldset id={id} />

          <div className={styles.actions}>
            <Button
              type="button"
              variant="secondary"
              disabled={save.isPending || cover.busy}
              onClick={() => send('draft')}
            >
              {t('form.saveDraft')}
            </Button>
            <Button type="submit" disabled={save.isPending || cover.busy}>
              {t('form.publish')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </div>
  );
}
