import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/Button.tsx';
import styles from '../../../components/Dialog.module.css';
import { useReturnFocus } from '../../../components/return-focus.ts';

interface RulesSection {
  heading: string;
  paragraphs: string[];
}

export interface UsageRulesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Ticks the usage-rules box. */
  onAgree: () => void;
}

/** The usage rules of hosting, in six sections, with an "I agree" button. */
export function UsageRulesDialog({ open, onOpenChange, onAgree }: UsageRulesDialogProps) {
  const { t } = useTranslation('events');
  const sections = t('rules.sections', { returnObjects: true }) as RulesSection[];
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined} {...returnFocus}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{t('rules.title')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('rules.close')}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <div className={styles.body} tabIndex={0} role="region" aria-label={t('rules.documentText')}>
            {sections.map((section) => (
              <section key={section.heading} className={styles.section}>
                <h3 className={styles.sectionTitle}>{section.heading}</h3>
                {section.paragraphs.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </section>
            ))}
          </div>
          <div className={styles.footer}>
            <Dialog.Close className={buttonClass({ variant: 'secondary' })}>{t('rules.close')}</Dialog.Close>
            <Button
              onClick={() => {
                onAgree();
                onOpenChange(false);
              }}
            >
              {t('rules.agree')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
