import { endpoint } from '../endpoint.ts';
import type { CalendarFeedSchema } from '../calendar.ts';
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
