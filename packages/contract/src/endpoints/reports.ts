import { endpoint } from '../endpoint.ts';
import type { CreateReportInputSchema, CreateReportResponseSchema } from '../chat.ts';

/** Reports of chat messages and events, for moderation. */
export const reportsEndpoints = {
  createReport: endpoint<{
    body: typeof CreateReportInputSchema;
    response: { 201: typeof CreateReportResponseSchema };
  }>()({
    method: 'POST',
    path: '/reports',
    tags: ['reports'],
    summary: 'Report a chat message (members of its room) or an event, with a reason, for moderation',
    errors: ['reportTargetNotFound', 'chatNotMember'],
  }),
};
