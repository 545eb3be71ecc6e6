import { endpoint } from '../endpoint.ts';
import type { CalendarFeedParamsSchema, CalendarFeedSchema } from '../calendar.ts';
import type { EventIdParamsSchema } from '../events.ts';

export const calendarEndpoints = {
  /** Answers an iCalendar file, not JSON: the web links to it rather than calling it. */
  eventCalendarFile: endpoint<{ params: typeof EventIdParamsSchema }>()({
    method: 'GET',
    path: '/events/:id/calendar.ics',
    tags: ['calendar'],
    summary: 'An event as an iCalendar file, to add it to a calendar app',
    errors: ['eventNotFound'],
  }),
  /** A personal feed as an iCalendar file (subscribed to by calendar apps, not called by the web). */
  calendarFeedFile: endpoint<{ params: typeof CalendarFeedParamsSchema }>()({
    method: 'GET',
    path: '/calendar/:token.ics',
    tags: ['calendar'],
    summary: 'A personal calendar feed: the events its owner hosts or is going to',
    errors: ['calendarFeedNotFound'],
  }),
  calendarFeed: endpoint<{ response: { 200: typeof CalendarFeedSchema } }>()({
    method: 'GET',
    path: '/calendar/feed',
    tags: ['calendar'],
    summary: "The caller's personal calendar feed: its secret token and address (made on first ask)",
    errors: [],
  }),
  resetCalendarFeed: endpoint<{ response: { 200: typeof CalendarFeedSchema } }>()({
    method: 'POST',
    path: '/calendar/feed/reset',
    tags: ['calendar'],
    summary: "Gives the caller's calendar feed a new address; the old one stops working",
    errors: [],
  }),
};
