import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hostVersionFor, type SecondLanguageTexts } from './second-language.ts';

/**
 * The event page's choice between the host's second version and the original. In the reader's
 * language (`preferred`) it is shown first; in another, the original is, and the host's version a
 * press away (a moderator sees what readers of that language read). `version` is null when the
 * host wrote none.
 */
export function useHostVersion(event: SecondLanguageTexts) {
  const { i18n } = useTranslation();
  const [choice, setChoice] = useState<boolean | null>(null);
  // The version as a reader of its own language gets it: whatever the reader's language.
  const version = hostVersionFor(event, event.secondLanguage ?? '');
  const preferred = version !== null && event.secondLanguage === i18n.language;
  const showing = version !== null && (choice ?? preferred);
  return {
    version,
    preferred,
    language: event.secondLanguage ?? '',
    /** The host's version while it is shown; undefined for the original. */
    shown: showing ? version : undefined,
    toggle: () => setChoice(!showing),
  };
}

export type HostVersion = ReturnType<typeof useHostVersion>;
