import type { PostSummary } from '@moim/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '../notice.module.css';

/** A post in the Living-in-Korea list: its type and language, title, cover and first lines. */
export function PostCard({ post }: { post: PostSummary }) {
  const { t } = useTranslation('notice');
  return (
    <article className={styles.card}>
      {post.coverImage && <img className={styles.cardImage} src={post.coverImage} alt="" loading="lazy" />}
      <p className={styles.tags}>
        <span className={styles.tag}>{t(`categories.${post.category}`)}</span>
        <span className={styles.tag}>{t(`languages.${post.language}`)}</span>
      </p>
      <h3 className={styles.cardTitle} lang={post.language}>
        <Link to={`/notice/${encodeURIComponent(post.slug)}`}>{post.title}</Link>
      </h3>
      <p className={styles.summary} lang={post.language}>
        {post.summary}
      </p>
    </article>
  );
}
