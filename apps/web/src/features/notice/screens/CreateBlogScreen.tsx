import { postLanguageOf } from '../post-language.ts';
import { useSearchParams } from 'react-router';
import { usePost } from '../api.ts';
import { PostForm } from '../components/PostForm.tsx';
import { emptyPost, formValuesOf, loadDraft } from '../post-draft.ts';
import { useTranslation } from 'react-i18next';
import styles from '../notice.module.css';

/**
 * The admin's blog page (spec: Create blog): a new post, or `?edit={slug}` to change one.
 * The browser's unsent copy, when there is one, wins over the stored post.
 */
export function CreateBlogScreen() {
  const { t, i18n } = useTranslation('notice');
  const [params] = useSearchParams();
  const slug = params.get('edit');
  const existing = usePost(slug ?? undefined);
  const kept = loadDraft(slug);

  if (slug && !kept && existing.isPending)
    return (
      <p role="status" className={styles.article}>
        {t('post.loading')}
      </p>
    );
  if (slug && !kept && existing.isError)
    return (
      <p role="alert" className={styles.article}>
        {t('post.notFound')}
      </p>
    );

  const initial = kept ?? (existing.data ? formValuesOf(existing.data) : emptyPost(postLanguageOf(i18n.language)));
  return <PostForm key={slug ?? 'new'} slug={slug} initial={initial} restored={kept !== null} />;
}
