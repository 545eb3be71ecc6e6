import { endpoint, type EndpointDocs } from '../endpoint.ts';
import type { CreateReportInputSchema, CreateReportResponseSchema } from '../chat.ts';

/** Reports of chat messages and events, for moderation. */
export const reportsEndpoints = {
  createReport: endpoint<{
    body: typeof CreateReportInputSchema;
    response: { 201: typeof CreateReportResponseSchema };
  }>()({
    method: 'POST',
    path: '/reports',
  }),
};

/** What the API document says of each endpoint above (the server's; the web's download has none of it). */
export const reportsEndpointDocs = {
  createReport: {
    tags: ['reports'],
    summary: 'Report a chat message (members of its room) or an event, with a reason, for moderation',
    errors: ['reportTargetNotFound', 'chatNotMember'],
  },
} satisfies EndpointDocs<typeof reportsEndpoints>;
