import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactForm } from '../components/contact/ContactForm.tsx';
import { ContactSent } from '../components/contact/ContactSent.tsx';
import styles from '../help.module.css';

/**
 * Contact (/contactUs): title, phone, e-mail, message and an optional image or PDF, sent to
 * support; the reply goes to the e-mail given. Every problem shows beside its field at once, and
 * a failure keeps everything typed.
 */
export function ContactScreen() {
  const { t } = useTranslation('help');
  const id = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const faqNote = (
    <p className={styles.note}>
      <Trans t={t} i18nKey="contact.faq" components={{ faq: <Link to="/fnq" /> }} />
    </p>
  );

  if (sentTo) {
    return (
      <div className={styles.page}>
        <div className={styles.content}>
          <ContactSent email={sentTo} onAnother={() => setSentTo(null)} />
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.content}>
        <header className={styles.intro}>
          <h1 className={styles.title}>{t('contact.title')}</h1>
          <p className={styles.lead}>{t('contact.intro')}</p>
        </header>

        <section className={styles.section} aria-labelledby={`${id}-form-title`}>
          <h2 id={`${id}-form-title`} className="visually-hidden">
            {t('contact.title')}
          </h2>
          <p className={styles.note} id={`${id}-reply`}>
            {t('contact.replyNote')}
          </p>
          <ContactForm replyNoteId={`${id}-reply`} onSent={setSentTo} />
        </section>
        {faqNote}
      </div>
    </div>
  );
}
