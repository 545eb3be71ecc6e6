import { accountEndpoints } from './account.ts';
import { authEndpoints } from './auth.ts';
import { moderationEndpoints } from './moderation.ts';
import { blocksEndpoints } from './blocks.ts';
import { calendarEndpoints } from './calendar.ts';
import { chatEndpoints } from './chat.ts';
import { hostToolsEndpoints } from './host-tools.ts';
import { contactEndpoints } from './contact.ts';
import { contentEndpoints } from './content.ts';
import { eventsEndpoints } from './events.ts';
import { followsEndpoints } from './follows.ts';
import { healthEndpoints } from './health.ts';
import { likesEndpoints } from './likes.ts';
import { notificationsEndpoints } from './notifications.ts';
import { participantsEndpoints } from './participants.ts';
import { picksEndpoints } from './picks.ts';
import { pushEndpoints } from './push.ts';
import { placesEndpoints } from './places.ts';
import { postsEndpoints } from './posts.ts';
import { reportsEndpoints } from './reports.ts';
import { reviewsEndpoints } from './reviews.ts';
import { translationsEndpoints } from './translations.ts';
import { usersEndpoints } from './users.ts';

/**
 * Every endpoint of the API, by name (decision 58). Without the validation library or the API
 * document's texts (`docs.ts`): the web imports this in its first download.
 */
export const endpoints = {
  ...accountEndpoints,
  ...authEndpoints,
  ...blocksEndpoints,
  ...moderationEndpoints,
  ...calendarEndpoints,
  ...chatEndpoints,
  ...hostToolsEndpoints,
  ...contactEndpoints,
  ...contentEndpoints,
  ...eventsEndpoints,
  ...followsEndpoints,
  ...healthEndpoints,
  ...likesEndpoints,
  ...notificationsEndpoints,
  ...participantsEndpoints,
  ...picksEndpoints,
  ...pushEndpoints,
  ...placesEndpoints,
  ...postsEndpoints,
  ...reportsEndpoints,
  ...reviewsEndpoints,
  ...translationsEndpoints,
  ...usersEndpoints,
};

export type Endpoints = typeof endpoints;
