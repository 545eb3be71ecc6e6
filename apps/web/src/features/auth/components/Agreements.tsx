import { Dialog } from 'radix-ui';
import { useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { Field } from '../../../components/Field.tsx';
import authStyles from '../auth.module.css';
import { CheckboxField } from './CheckboxField.tsx';
import styles from './Agreements.module.css';

export interface AgreementValues {
  termsAccepted: boolean;
  privacyAccepted: boolean;
  marketingAccepted: boolean;
}

export const NO_AGREEMENTS: AgreementValues = {
  termsAccepted: false,
  privacyAccepted: false,
  marketingAccepted: false,
};

/** Whether the two required agreements (terms of use, privacy policy) are given. */
export function requiredAgreementsGiven(value: AgreementValues): boolean {
  return value.termsAccepted && value.privacyAccepted;
}

type Document = 'terms' | 'privacy' | 'marketing';

const ITEMS: ReadonlyArray<{ doc: Document; field: keyof AgreementValues; required: boolean }> = [
  { doc: 'terms', field: 'termsAccepted', required: true },
  { doc: 'privacy', field: 'privacyAccepted', required: true },
  { doc: 'marketing', field: 'marketingAccepted', required: false },
];

interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface AgreementsProps {
  value: AgreementValues;
  onChange: (value: AgreementValues) => void;
  /** A message shown under the agreements; also marks the unticked required boxes invalid. */
  error?: string;
  /** Gets the terms-of-use checkbox, to focus it when the agreements are missing. */
  termsRef?: Ref<HTMLButtonElement>;
}

/**
 * The three sign-up agreements (terms of use and privacy policy required, marketing optional),
 * each with a View button opening its text, and an Accept All toggle.
 */
export function Agreements({ value, onChange, error, termsRef }: AgreementsProps) {
  const { t } = useTranslation(['auth', 'legal']);
  const id = useId();
  const [openDoc, setOpenDoc] = useState<Document | null>(null);
  // One dialog serves the three View buttons; focus goes back to the one that opened it.
  const opener = useRef<HTMLButtonElement | null>(null);
  const allChecked = value.termsAccepted && value.privacyAccepted && value.marketingAccepted;

  const toggleAll = () => {
    const next = !allChecked;
    onChange({ termsAccepted: next, privacyAccepted: next, marketingAccepted: next });
  };

  const openItem = ITEMS.find((item) => item.doc === openDoc);
  const sections = openDoc ? (t(`legal:${openDoc}.sections`, { returnObjects: true }) as LegalSection[]) : [];

  return (
    <Field id={id} as="group" label={t('agreements.legend')} error={error} className={styles.agreements}>
      {({ describedBy, invalid }) => (
        <>
          <div className={styles.all}>
            <Button variant="secondary" size="small" onClick={toggleAll}>
              {t('agreements.acceptAll')}
            </Button>
            <span className={authStyles.hint}>{t('agreements.acceptAllHint')}</span>
          </div>
          <ul className={styles.items}>
            {ITEMS.map(({ doc, field, required }) => (
              <li key={doc}>
                <CheckboxField
                  ref={doc === 'terms' ? termsRef : undefined}
                  id={`${id}-${doc}`}
                  checked={value[field]}
                  onCheckedChange={(checked) => onChange({ ...value, [field]: checked })}
                  label={t(`legal:${doc}.label`)}
                  required={required}
                  invalid={invalid && required && !value[field]}
                  describedBy={describedBy}
                >
                  <button
                    type="button"
                    className={styles.view}
                    aria-haspopup="dialog"
                    aria-label={t('agreements.viewLabel', { title: t(`legal:${doc}.title`) })}
                    onClick={(event) => {
                      opener.current = event.currentTarget;
                      setOpenDoc(doc);
                    }}
                  >
                    {t('agreements.view')}
                  </button>
                </CheckboxField>
              </li>
            ))}
          </ul>

          <Dialog.Root open={openDoc !== null} onOpenChange={(open) => !open && setOpenDoc(null)}>
            <Dialog.Portal>
              <Dialog.Overlay className={styles.overlay} />
              <Dialog.Content
                className={styles.dialog}
                aria-describedby={undefined}
                onCloseAutoFocus={(event) => {
                  event.preventDefault();
                  opener.current?.focus();
                }}
              >
                <div className={styles.dialogHeader}>
                  <Dialog.Title className={styles.dialogTitle}>
                    {openDoc ? t(`legal:${openDoc}.title`) : ''}
                  </Dialog.Title>
                  <Dialog.Close className={styles.close} aria-label={t('agreements.close')}>
                    ×
                  </Dialog.Close>
                </div>
                <div className={styles.dialogBody} tabIndex={0} aria-label={t('agreements.documentText')} role="region">
                  {sections.map((section) => (
                    <section key={section.heading} className={styles.legalSection}>
                      <h3 className={styles.legalHeading}>{section.heading}</h3>
                      {section.paragraphs.map((paragraph, index) => (
                        <p key={index}>{paragraph}</p>
                      ))}
                    </section>
                  ))}
                </div>
                <div className={styles.dialogFooter}>
                  <Dialog.Close className={buttonClass({ variant: 'secondary' })}>{t('agreements.close')}</Dialog.Close>
                  {openItem && (
                    <Button
                      onClick={() => {
                        onChange({ ...value, [openItem.field]: true });
                        setOpenDoc(null);
                      }}
                    >
                      {t('agreements.agree')}
                    </Button>
                  )}
                </div>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </>
      )}
    </Field>
  );
}
