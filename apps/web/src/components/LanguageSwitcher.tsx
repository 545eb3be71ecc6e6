import { locales, type Locale } from '@moim/contract/locales';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../lib/i18n.ts';
import styles from './LanguageSwitcher.module.css';

/** The language choice: Moim's five languages, each by its own name, remembered for the next visit. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={styles.language}>
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(e) => void changeLanguage(e.target.value as Locale)}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`language.${locale}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
