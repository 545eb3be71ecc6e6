import { findCountry, searchCountries, type Country } from '@moim/contract';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
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
  const korean = (i18n.resolvedLanguage ?? i18n.language).startsWith('ko');
  const nameOf = (country: Country) => (korean ? country.nameKo : country.name);

  /** What the user is typing; null shows the chosen country. */
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const chosen = value ? findCountry(value) : undefined;
  const text = draft ?? (chosen ? `${nameOf(chosen)} (${chosen.code})` : '');
  const matches = draft ? searchCountries(draft, MAX_MATCHES) : [];
  const expanded = open && matches.length > 0;
  const activeOption = expanded && active >= 0 ? matches[active] : undefined;
  const optionId = (country: Country) => `${listId}-${country.code}`;

  const choose = (country: Country) => {
    setDraft(null);
    setOpen(false);
    setActive(-1);
    onChange(country.code);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (matches.length === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!expanded) {
          setOpen(true);
          setActive(step === 1 ? 0 : matches.length - 1);
        } else {
          setActive((index) => (index + step + matches.length) % matches.length);
        }
        return;
      }
      case 'Enter': {
        if (!expanded) return;
        // Never submit the form while the list is open.
        event.preventDefault();
        const pick = activeOption ?? matches[0];
        if (pick) choose(pick);
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        return;
    }
  };

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
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          setDraft(event.target.value);
          setOpen(true);
          setActive(-1);
          if (value) onChange('');
        }}
        onFocus={(event) => {
          clearTimeout(blurTimer.current);
          // Typing replaces the chosen country's name.
          event.target.select();
        }}
        onBlur={() => {
          blurTimer.current = setTimeout(() => {
            setOpen(false);
            setActive(-1);
          }, BLUR_CLOSE_DELAY_MS);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={t('country.listLabel')} className={styles.list} hidden={!expanded}>
        {expanded &&
          matches.map((country, index) => (
            <li
              key={country.code}
              id={optionId(country)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(country)}
            >
              <span className={styles.code}>{country.code}</span> <span>{nameOf(country)}</span>
            </li>
          ))}
      </ul>
      <p
        id={statusId}
        className={open && draft && matches.length === 0 ? authStyles.hint : 'visually-hidden'}
        aria-live="polite"
      >
        {open && draft ? t('country.matches', { count: matches.length }) : ''}
      </p>
    </div>
  );
}
