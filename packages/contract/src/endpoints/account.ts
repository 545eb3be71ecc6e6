import { endpoint, type EndpointDocs } from '../endpoint.ts';
import type { DataExportSchema, DeleteAccountInputSchema, DeleteAccountResponseSchema } from '../account.ts';

/** A person's own data (decision 73). */
export const accountEndpoints = {
  exportData: endpoint<{ response: { 200: typeof DataExportSchema } }>()({
    method: 'GET',
    path: '/user/export',
  }),
  deleteAccount: endpoint<{
    body: typeof DeleteAccountInputSchema;
    response: { 200: typeof DeleteAccountResponseSchema };
  }>()({
    method: 'POST',
    path: '/user/deleteAccount',
  }),
};

/** What the API document says of each endpoint above (the server's; the web's download has none of it). */
export const accountEndpointDocs = {
  exportData: {
    tags: ['users'],
    summary:
      'Everything Moim holds about the signed-in person, as a JSON file (profile, consents, events, places, reviews, likes, messages, reports, settings)',
    errors: ['tooManyRequests'],
  },
  deleteAccount: {
    tags: ['users'],
    summary:
      "Close the caller's account for good: sessions end, upcoming events are cancelled (guests told), places given up, personal data erased; the contract and complaints are kept apart for the years the law asks",
    errors: ['currentPasswordIncorrect', 'reauthenticateFirst', 'tooManyRequests'],
  },
} satisfies EndpointDocs<typeof accountEndpoints>;
