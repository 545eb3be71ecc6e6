import type { TranslateInput, Translation } from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import { isLocale } from '@moim/contract/locales';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from './api.ts';
import { setAutoTranslate, useAutoTranslateLanguages } from './auto-translate.ts';
import { usePublicConfig } from './public-config.ts';

/**
 * A thing's text in the reader's language, on request (decision 77): `translate` asks the server
 * (which answers from its cache when someone read it translated before), `showOriginal` goes
 * back; both keep what was fetched, so switching again asks nothing. `offered` is false when no
 * translation service is set up, or when the text is known to be in the reader's language
 * (`textLanguage`, as the server detected it when the text was written). A text in a language the
 * reader chose to translate automatically (`always`) is translated at once, except chat messages:
 * many short texts, each a request, would spend the reader's daily budget within minutes.
 * `allowed` false offers nothing: the reader has the text in their language already (the host's
 * own version of an event, decision 77).
 */
export function useMachineTranslation(
  kind: TranslateInput['kind'],
  id: number,
  textLanguage?: string | null,
  allowed = true,
) {
  const config = usePublicConfig();
  const { i18n } = useTranslation();
  const to = isLocale(i18n.language) ? i18n.language : 'en';
  const automatic = useAutoTranslateLanguages();
  const [choice, setChoice] = useState<boolean | null>(null);
  const service = allowed && config.data?.translation === true;
  const auto = kind !== 'chatMessage' && !!textLanguage && textLanguage !== to && automatic.includes(textLanguage);
  const wanted = service && (choice ?? auto);
  const query = useQuery({
    queryKey: ['translation', kind, id, to] as const,
    queryFn: ({ signal }): Promise<Translation> => callApi(endpoints.translate, { body: { kind, id, to }, signal }),
    enabled: wanted,
    staleTime: Infinity,
    retry: false,
  });
  return {
    /** Whether the settings that say if a service is set up have arrived. */
    ready: config.isSuccess,
    offered: service && (wanted || textLanguage !== to),
    /** The translation while it is shown; undefined for the original. */
    shown: wanted ? query.data : undefined,
    pending: wanted && query.isFetching,
    error: wanted ? query.error : null,
    translate: () => setChoice(true),
    showOriginal: () => setChoice(false),
    /** Whether texts in the language this one was translated from are translated at once. */
    always: (from: string) => automatic.includes(from),
    setAlways: (from: string, on: boolean) => {
      // This text stays as it is shown (until "Show original"); the next ones follow the choice.
      setChoice(wanted);
      setAutoTranslate(from, on);
    },
  };
}

export type MachineTranslation = ReturnType<typeof useMachineTranslation>;
