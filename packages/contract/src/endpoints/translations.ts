import { endpoint, type EndpointDocs } from '../endpoint.ts';
import type { TranslateInputSchema, TranslationSchema } from '../translations.ts';

/** Translation on demand (decision 77). */
export const translationsEndpoints = {
  translate: endpoint<{ body: typeof TranslateInputSchema; response: { 200: typeof TranslationSchema } }>()({
    method: 'POST',
    path: '/translations',
  }),
};

/** What the API document says of each endpoint above (the server's; the web's download has none of it). */
export const translationsEndpointDocs = {
  translate: {
    tags: ['translations'],
    summary:
      "Translate an event's name and description, a review, a Living in Korea post or a chat message (members only: sign-in) into one of Moim's languages; a text once translated is answered from the cache",
    errors: [
      'eventNotFound',
      'eventRemoved',
      'reviewNotFound',
      'postNotFound',
      'chatMessageNotFound',
      'unauthorized',
      'chatNotMember',
      'translationSameLanguage',
      'translationUnavailable',
      'translationAccountLimit',
      'translationDailyLimit',
    ],
  },
} satisfies EndpointDocs<typeof translationsEndpoints>;
