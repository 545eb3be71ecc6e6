import { formatMomentLongDate } from '@moim/contract/format-moments';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { SafeHtml } from '../../../components/SafeHtml.tsx';
import { TranslateControl } from '../../../components/TranslateControl.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useMachineTranslation } from '../../../lib/machine-translation.ts';
import { notify } from '../../../lib/notices.ts';
import { useScreenTitle } from '../../../lib/page-title.ts';
import { usePost, useSetPostStatus } from '../api.ts';
import { notAdmin, type AdminAware } from '../admin-aware.ts';
import styles from '../notice.module.css';

/** One Living-in-Korea post: its sections, FAQs, related links and translations; Edit for admins. */
export function NoticePostScreen({ useIsAdmin = notAdmin }: AdminAware = {}) {
  const { t, i18n } = useTranslation(['notice', 'translate']);
  const { slug } = useParams();
  const post = usePost(slug);
  // The server decides what an admin may do; this only shows the admin's links.
  const isAdmin = useIsAdmin() === true;
  const setStatus = useSetPostStatus();
  const translation = useMachineTranslation('post', post.data?.id ?? 0, post.data?.language);
  const translated = translation.shown;
  // The tab and the history name the post, not just "Living in Korea".
  useScreenTitle(translated?.fields.title ?? post.data?.title);

  if (post.isPending)
    return (
      <p role="status" className={styles.article}>
        {t('post.loading')}
      </p>
    );
  if (post.isError) {
    const missing = post.error instanceof ApiError && post.error.status === 404;
    return (
      <div className={styles.article}>
        <h1>{missing ? t('post.notFound') : t('list.failed')}</h1>
        <Link to="/notice">{t('post.back')}</Link>
      </div>
    );
  }

  const { data } = post;
  const changeStatus = async (status: 'draft' | 'published') => {
    try {
      await setStatus.mutateAsync({ slug: data.slug, status });
      notify(status === 'draft' ? t('post.unpublished') : t('post.publishedNotice'), 'success');
    } catch (error) {
      notify(error instanceof ApiError ? error.message : t('common:errors.unexpected'), 'error');
    }
  };
  const date = data.publishedAt ? formatMomentLongDate(data.publishedAt, i18n.language) : null;
  // Translated, the post's words are in the reader's language, and marked so.
  const words = {
    language: translated?.to ?? data.language,
    title: translated?.fields.title ?? data.title,
    sections: translated?.fields.sections ?? data.sections,
    faqs: translated?.fields.faqs ?? data.faqs,
  };

  return (
    // The post's own words are marked with its language; the page's (the tags, dates, headings of
    // the FAQ and links) are in the reader's.
    <article className={styles.article}>
      <p>
        <Link to="/notice">{t('post.back')}</Link>
      </p>
      <p className={styles.tags}>
        <span className={styles.tag}>{t(`categories.${data.category}`)}</span>
        <span className={styles.tag}>{t(`languages.${data.language}`)}</span>
      </p>
      <h1 className={styles.title} lang={words.language}>
        {words.title}
      </h1>
      {data.status === 'draft' ? (
        <p className={styles.meta}>{t('post.draft')}</p>
      ) : (
        date && <p className={styles.meta}>{t('post.published', { date })}</p>
      )}
      {data.translations.length > 0 && (
        <p className={styles.meta}>
          {t('post.translations')}{' '}
          {data.translations.map((translation, index) => (
            <span key={translation.slug}>
              {index > 0 && ', '}
              <Link
                to={`/notice/${encodeURIComponent(translation.slug)}`}
                lang={translation.language}
                hrefLang={translation.language}
              >
                {t(`languages.${translation.language}`)}: {translation.title}
              </Link>
            </span>
          ))}
        </p>
      )}
      <TranslateControl translation={translation} />
      {isAdmin && (
        <div className={styles.actions}>
          <Link
            className={buttonClass({ variant: 'secondary', size: 'small' })}
            to={`/createBlog?edit=${encodeURIComponent(data.slug)}`}
          >
            {t('post.edit')}
          </Link>
          <Button
            size="small"
            variant={data.status === 'published' ? 'danger' : 'primary'}
            disabled={setStatus.isPending}
            onClick={() => void changeStatus(data.status === 'published' ? 'draft' : 'published')}
          >
            {data.status === 'published' ? t('post.unpublish') : t('post.publish')}
          </Button>
        </div>
      )}
      {data.coverImage && <img className={styles.cover} src={data.coverImage} alt="" />}
      {words.sections.map((section, index) => (
        <section key={index} className={styles.section} lang={words.language}>
          {section.heading && <h2>{section.heading}</h2>}
          <SafeHtml html={section.body} />
        </section>
      ))}
      {words.faqs.length > 0 && (
        <section className={styles.faqs}>
          <h2>{t('post.faqs')}</h2>
          {words.faqs.map((faq, index) => (
            <details key={index} className={styles.faq} lang={words.language}>
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </section>
      )}
      {data.links.length > 0 && (
        <section className={styles.links}>
          <h2>{t('post.links')}</h2>
          <ul lang={data.language}>
            {data.links.map((link, index) => (
              <li key={index}>
                <a href={link.url} target="_blank" rel="noopener noreferrer nofollow">
                  {link.description || link.url}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
