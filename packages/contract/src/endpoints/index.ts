import { calendarEndpoints } from './calendar.ts';
import { eventsEndpoints } from './events.ts';
import { likesEndpoints } from './likes.ts';
import { participantsEndpoints } from './participants.ts';
import { placesEndpoints } from './places.ts';
import { reviewsEndpoints } from './reviews.ts';

/**
 * Every endpoint of the API, by name (decision 58). Without the validation library: the web
 * imports this in its first download.
 */
export const endpoints = {
  ...calendarEndpoints,
  ...eventsEndpoints,
  ...likesEndpoints,
  ...participantsEndpoints,
  ...placesEndpoints,
  ...reviewsEndpoints,
};

export type Endpoints = typeof endpoints;
