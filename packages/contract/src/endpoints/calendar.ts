import { endpoint, type EndpointDocs } from '../endpoint.ts';
import type { CalendarFeedParamsSchema, CalendarFeedSchema } from '../calendar.ts';
import type { EventIdParamsSchema } from '../events.ts';

export const calendarEndpoints = {
  /** Answers an iCalendar file, not JSON: the web links to it rather than calling it. */
  eventCalendarFile: endpoint<{ params: typeof EventIdParamsSchema }>()({
    method: 'GET',
    path: '/events/:id/calendar.ics',
  }),
  /** A personal feed as an iCalendar file (subscribed to by calendar apps, not called by the web). */
  calendarFeedFile: endpoint<{ params: typeof CalendarFeedParamsSchema }>()({
    method: 'GET',
    path: '/calendar/:token.ics',
  }),
  calendarFeed: endpoint<{ response: { 200: typeof CalendarFeedSchema } }>()({
    method: 'GET',
    path: '/calendar/feed',
  }),
  resetCalendarFeed: endpoint<{ response: { 200: typeof CalendarFeedSchema } }>()({
    method: 'POST',
    path: '/calendar/feed/reset',
  }),
};

/** What the API document says of each endpoint above (the server's; the web's download has none of it). */
export const calendarEndpointDocs = {
  eventCalendarFile: {
    tags: ['calendar'],
    summary: 'An event as an iCalendar file, to add it to a calendar app',
    errors: ['eventNotFound'],
  },
  calendarFeedFile: {
    tags: ['calendar'],
    summary: 'A personal calendar feed: the events its owner hosts or is going to',
    errors: ['calendarFeedNotFound'],
  },
  calendarFeed: {
    tags: ['calendar'],
    summary: "The caller's personal calendar feed: its secret token and address (made on first ask)",
    errors: [],
  },
  resetCalendarFeed: {
    tags: ['calendar'],
    summary: "Gives the caller's calendar feed a new address; the old one stops working",
    errors: [],
  },
} satisfies EndpointDocs<typeof calendarEndpoints>;
