import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from '../../events.module.css';
import { UsageRulesDialog } from '../UsageRulesDialog.tsx';
import type { PostEventValues } from './post-event-values.ts';

function InfoIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** That a published event cannot be edited, the fees promise, and the usage rules with their text. */
export function AgreementsSection() {
  const { t } = useTranslation('events');
  const { register, setValue } = useFormContext<PostEventValues>();
  const [rulesOpen, setRulesOpen] = useState(false);
  return (
    <section className={styles.section} aria-label={t('rules.title')}>
      <p className={styles.notice} role="note">
        <InfoIcon />
        <span>{t('post.notEditable')}</span>
      </p>
      <div className={styles.checks}>
        <div className={styles.checkRow}>
          <label>
            <input type="checkbox" {...register('feesIncluded')} />
            <span>{t('post.feesIncluded')}</span>
          </label>
        </div>
        <div className={styles.checkRow}>
          <label>
            <input type="checkbox" {...register('rulesAccepted')} />
            <span>{t('post.rulesAccepted')}</span>
          </label>
          <button type="button" className={styles.textButton} aria-haspopup="dialog" onClick={() => setRulesOpen(true)}>
            {t('post.readRules')}
          </button>
        </div>
      </div>
      <UsageRulesDialog open={rulesOpen} onOpenChange={setRulesOpen} onAgree={() => setValue('rulesAccepted', true)} />
    </section>
  );
}
