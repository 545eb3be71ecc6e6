import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import styles from '../help.module.css';

const VALUES = ['belong', 'honest', 'safe', 'language', 'listen'] as const;

/** The company page (/ourCompany): mission, what Moim does, how the team works, and how to reach it. */
export function CompanyScreen() {
  const { t } = useTranslation('help');
  const list = (key: string) => t(key, { returnObjects: true }) as string[];

  return (
    <div className={styles.page}>
      <div className={styles.content}>
        <header className={styles.intro}>
          <h1 className={styles.title}>{t('company.title')}</h1>
          <p className={styles.lead}>{t('company.lead')}</p>
        </header>

        <section className={styles.section} aria-labelledby="company-mission">
          <h2 id="company-mission" className={styles.sectionTitle}>
            {t('company.mission.title')}
          </h2>
          {list('company.mission.text').map((paragraph) => (
            <p key={paragraph} className={styles.text}>
              {paragraph}
            </p>
          ))}
        </section>

        <section className={styles.section} aria-labelledby="company-what">
          <h2 id="company-what" className={styles.sectionTitle}>
            {t('company.what.title')}
          </h2>
          <ul className={styles.list}>
            {list('company.what.items').map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="company-values">
          <h2 id="company-values" className={styles.sectionTitle}>
            {t('company.values.title')}
          </h2>
          <p className={styles.text}>{t('company.values.text')}</p>
          <ul className={styles.values}>
            {VALUES.map((value) => (
              <li key={value} className={styles.value}>
                <h3 className={styles.valueTitle}>{t(`company.values.items.${value}.title`)}</h3>
                <p>{t(`company.values.items.${value}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.callout} aria-labelledby="company-contact">
          <h2 id="company-contact" className={styles.calloutTitle}>
            {t('company.contact.title')}
          </h2>
          <p>{t('company.contact.text')}</p>
          <Link to="/contactUs" className={buttonClass()}>
            {t('company.contact.button')}
          </Link>
          <p>
            <Trans t={t} i18nKey="company.contact.faq" components={{ faq: <Link to="/fnq" /> }} />
          </p>
          <p>{t('company.contact.follow')}</p>
        </section>
      </div>
    </div>
  );
}
