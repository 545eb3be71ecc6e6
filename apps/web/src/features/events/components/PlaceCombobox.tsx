import type { Place } from '@moim/contract';
import { PLACE_QUERY_MAX_LENGTH } from '@moim/contract/limits';
import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PinIcon } from '../../../components/EventCard.tsx';
import { useCombobox } from '../../../lib/use-combobox.ts';
import { usePlaceSearch } from '../api.ts';
import styles from './PlaceCombobox.module.css';
import formStyles from '../events.module.css';

/** How long typing must pause before the addresses are searched. */
const PLACE_SEARCH_DELAY_MS = 300;

export interface PlaceComboboxProps {
  id: string;
  /** The chosen place; typing clears it until a suggestion is chosen again. */
  value: Place | null;
  onChange: (place: Place | null) => void;
  describedBy?: string;
  invalid?: boolean;
  placeholder?: string;
  /** Whether the form needs a place (the event form's address does; a search's does not). */
  required?: boolean;

  ref?: Ref<HTMLInputElement>;
}

/**
 * The road address search: an ARIA combobox over the places in Korea. Only a suggestion can be
 * chosen (mouse, or arrows and Enter); the chosen address is shown under the box.
 */
export function PlaceCombobox({
  id,
  value,
  onChange,
  describedBy,
  invalid,
  placeholder,
  required = true,
  ref,
}: PlaceComboboxProps) {
  const { t } = useTranslation('places');
  const listId = useId();
  const statusId = useId();
  const chosenId = useId();
  const [text, setText] = useState(value?.name ?? '');
  const [query, setQuery] = useState(text);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), PLACE_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  // A chosen place is not searched again; typing clears it and searches what is typed.
  const search = usePlaceSearch(value ? '' : query);
  const searching = !value && query.trim().length > 0;
  const places = searching ? (search.data ?? []) : [];
  const combobox = useCombobox(places, (place) => {
    onChange(place);
    setText(place.name);
    setQuery(place.name);
  });
  const activeId = combobox.active >= 0 ? `${listId}-${combobox.active}` : undefined;

  let status = '';
  if (combobox.isOpen && searching) {
    if (search.isError) status = t('messages:placesUnavailable');
    else if (search.isFetching && places.length === 0) status = t('searching');
    else if (search.isSuccess && !search.isPlaceholderData)
      status = places.length ? t('found', { count: places.length }) : t('none');
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter never sends the form from here: it chooses, or does nothing.
    if (event.key === 'Enter') event.preventDefault();
    if (event.key === 'Escape' && !combobox.expanded && !value && text) {
      event.preventDefault();
      setText('');
      return;
    }
    combobox.onKeyDown(event);
  };

  const describedByIds = [describedBy, value ? chosenId : undefined, statusId].filter(Boolean).join(' ');

  return (
    <div className={styles.combobox}>
      <input
        ref={ref}
        id={id}
        type="text"
        role="combobox"
        className={formStyles.input}
        autoComplete="off"
        spellCheck={false}
        maxLength={PLACE_QUERY_MAX_LENGTH}
        placeholder={placeholder}
        aria-autocomplete="list"
        aria-expanded={combobox.expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-describedby={describedByIds}
        aria-invalid={invalid || undefined}
        aria-required={required}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          combobox.typed();
          if (value) onChange(null);
        }}
        onFocus={combobox.show}
        onBlur={combobox.close}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={t('suggestions')} className={styles.list} hidden={!combobox.expanded}>
        {places.map((place, index) => (
          <li
            key={place.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === combobox.active}
            className={styles.option}
            // Keeps the focus in the box, so the list does not close before the click.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => combobox.setActive(index)}
            onClick={() => combobox.choose(place)}
          >
            <PinIcon />
            <span className={styles.optionText}>
              <span className={styles.optionName}>{place.name}</span>
              {place.address !== place.name && <span className={styles.optionAddress}>{place.address}</span>}
            </span>
          </li>
        ))}
      </ul>
      <p id={statusId} className={`${formStyles.hint} ${status ? '' : 'visually-hidden'}`} aria-live="polite">
        {status}
      </p>
      {value && (
        <p id={chosenId} className={styles.chosen}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              d="M5 12.5l4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
            />
          </svg>
          {t('chosenAddress', { address: value.address })}
        </p>
      )}
    </div>
  );
}
