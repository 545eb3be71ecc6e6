import { countryName, findCountry, searchCountries, type Country } from '@moim/contract';
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useCombobox } from '../../../lib/use-combobox.ts';
import authStyles from '../auth.module.css';
import styles from './CountryCombobox.module.css';

/** Spec: at most 5 matches shown; the list closes 100 ms after the field loses focus. */
const MAX_MATCHES = 5;
const BLUR_CLOSE_DELAY_MS = 100;

export interface CountryComboboxProps {
  id: string;
  /** The chosen country's ISO code, or '' for none. */
  value: string;
  onChange: (code: string) => void;
  invalid?: boolean;
  describedBy?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

/** Searchable nationality picker following the WAI-ARIA combobox pattern (list autocomplete). */
export function CountryCombobox({ id, value, onChange, invalid, describedBy, onBlur, ref }: CountryComboboxProps) {
  const { t, i18n } = useTranslation('auth');
  const listId = useId();
  const statusId = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const nameOf = (country: Country) => countryName(country.code, language);

  /** What the user is typing; null shows the chosen country. */
  const [draft, setDraft] = useState<string | null>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const chosen = value ? findCountry(value) : undefined;
  const text = draft ?? (chosen ? `${nameOf(chosen)} (${chosen.code})` : '');
  const matches = draft ? searchCountries(draft, MAX_MATCHES) : [];
  const combobox = useCombobox(matches, (country) => {
    setDraft(null);
    onChange(country.code);
  });
  const activeOption = matches[combobox.active];
  const optionId = (country: Country) => `${listId}-${country.code}`;

  return (
    <div className={styles.combobox}>
      <input
        ref={ref}
        id={id}
        type="text"
        role="combobox"
        className={authStyles.input}
        value={text}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t('country.placeholder')}
        aria-autocomplete="list"
        aria-expanded={combobox.expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          setDraft(event.target.value);
          combobox.typed();
          if (value) onChange('');
        }}
        onFocus={(event) => {
          clearTimeout(blurTimer.current);
          // Typing replaces the chosen country's name.
          event.target.select();
        }}
        onBlur={() => {
          blurTimer.current = setTimeout(combobox.close, BLUR_CLOSE_DELAY_MS);
          onBlur?.();
        }}
        onKeyDown={combobox.onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('country.listLabel')}
        className={styles.list}
        hidden={!combobox.expanded}
      >
        {combobox.expanded &&
          matches.map((country, index) => (
            <li
              key={country.code}
              id={optionId(country)}
              role="option"
              aria-selected={index === combobox.active}
              className={styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => combobox.setActive(index)}
              onClick={() => combobox.choose(country)}
            >
              <span className={styles.code}>{country.code}</span> <span>{nameOf(country)}</span>
            </li>
          ))}
      </ul>
      <p
        id={statusId}
        className={combobox.isOpen && draft && matches.length === 0 ? authStyles.hint : 'visually-hidden'}
        aria-live="polite"
      >
        {combobox.isOpen && draft ? t('country.matches', { count: matches.length }) : ''}
      </p>
    </div>
  );
}
