import { endpoint, type EndpointDocs } from '../endpoint.ts';
import type { ContactResponseSchema } from '../contact.ts';

/** Writing to support. */
export const contactEndpoints = {
  /** Multipart: the fields of ContactInputSchema and an optional file (the server checks it by its bytes). */
  contactUs: endpoint<{ response: { 200: typeof ContactResponseSchema } }>()({
    method: 'POST',
    path: '/mail/contactUs',
    multipart: true,
  }),
};

/** What the API document says of each endpoint above (the server's; the web's download has none of it). */
export const contactEndpointDocs = {
  contactUs: {
    tags: ['content'],
    summary:
      'Send a message to support (multipart: title, phone, email, message, optional file); ' +
      'the sender gets a receipt by e-mail, the reply goes to `email`',
    errors: ['multipartInvalid', 'contactFileInvalidType', 'contactFileTooLarge', 'contactTooMany'],
  },
} satisfies EndpointDocs<typeof contactEndpoints>;
