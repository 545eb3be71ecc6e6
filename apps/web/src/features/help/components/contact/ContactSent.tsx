import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button.tsx';
import styles from '../../help.module.css';

/** Said once the message has gone, with focus on its heading: where the reply will go, and Send another. */
export function ContactSent({ email, onAnother }: { email: string; onAnother: () => void }) {
  const { t } = useTranslation('help');
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, [email]);

  return (
    <section className={`${styles.section} ${styles.sent}`} aria-labelledby={`${id}-sent`}>
      <h1 id={`${id}-sent`} ref={heading} tabIndex={-1} className={styles.title}>
        {t('contact.sent.title')}
      </h1>
      <p>{t('messages:contactSent')}</p>
      <p>{t('contact.sent.text', { email })}</p>
      <Button variant="secondary" onClick={onAnother}>
        {t('contact.sent.another')}
      </Button>
    </section>
  );
}
