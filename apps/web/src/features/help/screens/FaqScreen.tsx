import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { Accordion } from '../components/Accordion.tsx';
import styles from '../help.module.css';

/** The 13 questions of the spec's three groups, in order; their texts are in `help:faq.questions`. */
export const FAQ_GROUPS = {
  features: ['whatIsMoim', 'fees', 'joinTypes', 'chat', 'languages'],
  usage: ['signUp', 'join', 'cancel', 'host', 'reviews'],
  troubleshooting: ['recovery', 'report', 'support'],
} as const;

type Group = keyof typeof FAQ_GROUPS;

/** Help and FAQ (/fnq): the questions by group, and the 1:1 inquiry button to the contact page. */
export function FaqScreen() {
  const { t } = useTranslation('help');
  const answer = (id: string) => t(`faq.questions.${id}.a`, { returnObjects: true }) as string[];

  return (
    <div className={styles.page}>
      <div className={styles.content}>
        <header className={styles.intro}>
          <h1 className={styles.title}>{t('faq.title')}</h1>
          <p className={styles.lead}>{t('faq.intro')}</p>
        </header>

        {(Object.keys(FAQ_GROUPS) as Group[]).map((group) => (
          <section key={group} className={styles.section} aria-labelledby={`faq-${group}`}>
            <h2 id={`faq-${group}`} className={styles.sectionTitle}>
              {t(`faq.groups.${group}`)}
            </h2>
            <Accordion
              items={FAQ_GROUPS[group].map((id) => ({
                id,
                title: t(`faq.questions.${id}.q`),
                content: answer(id).map((paragraph) => <p key={paragraph}>{paragraph}</p>),
              }))}
            />
          </section>
        ))}

        <aside className={styles.callout} aria-labelledby="faq-inquiry">
          <h2 id="faq-inquiry" className={styles.calloutTitle}>
            {t('faq.inquiry.title')}
          </h2>
          <p>{t('faq.inquiry.text')}</p>
          <Link to="/contactUs" className={buttonClass()}>
            {t('faq.inquiry.button')}
          </Link>
        </aside>
      </div>
    </div>
  );
}
