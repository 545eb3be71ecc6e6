import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hostVersionFor, type SecondLanguageTexts } from './second-language.ts';

/**
 * The event page's choice between the host's version in the reader's language (shown first) and
 * the original: `version` is null when the host wrote none in the reader's language.
 */
export function useHostVersion(event: SecondLanguageTexts) {
  const { i18n } = useTranslation();
  const [original, setOriginal] = useState(false);
  const version = hostVersionFor(event, i18n.language);
  return {
    version,
    language: event.secondLanguage ?? '',
    /** The host's version while it is shown; undefined for the original. */
    shown: version && !original ? version : undefined,
    toggle: () => setOriginal((was) => !was),
  };
}

export type HostVersion = ReturnType<typeof useHostVersion>;
