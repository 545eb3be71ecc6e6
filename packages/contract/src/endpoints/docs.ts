import type { Endpoint, EndpointDoc } from '../endpoint.ts';
import { accountEndpointDocs } from './account.ts';
import { authEndpointDocs } from './auth.ts';
import { moderationEndpointDocs } from './moderation.ts';
import { blocksEndpointDocs } from './blocks.ts';
import { calendarEndpointDocs } from './calendar.ts';
import { chatEndpointDocs } from './chat.ts';
import { hostToolsEndpointDocs } from './host-tools.ts';
import { contactEndpointDocs } from './contact.ts';
import { contentEndpointDocs } from './content.ts';
import { eventsEndpointDocs } from './events.ts';
import { followsEndpointDocs } from './follows.ts';
import { healthEndpointDocs } from './health.ts';
import { likesEndpointDocs } from './likes.ts';
import { notificationsEndpointDocs } from './notifications.ts';
import { participantsEndpointDocs } from './participants.ts';
import { picksEndpointDocs } from './picks.ts';
import { pushEndpointDocs } from './push.ts';
import { placesEndpointDocs } from './places.ts';
import { postsEndpointDocs } from './posts.ts';
import { reportsEndpointDocs } from './reports.ts';
import { reviewsEndpointDocs } from './reviews.ts';
import { translationsEndpointDocs } from './translations.ts';
import { usersEndpointDocs } from './users.ts';
import { endpoints } from './index.ts';

/** What the API document says of every endpoint, by name: the server's alone (decision 58). */
const endpointDocs = {
  ...accountEndpointDocs,
  ...authEndpointDocs,
  ...blocksEndpointDocs,
  ...moderationEndpointDocs,
  ...calendarEndpointDocs,
  ...chatEndpointDocs,
  ...hostToolsEndpointDocs,
  ...contactEndpointDocs,
  ...contentEndpointDocs,
  ...eventsEndpointDocs,
  ...followsEndpointDocs,
  ...healthEndpointDocs,
  ...likesEndpointDocs,
  ...notificationsEndpointDocs,
  ...participantsEndpointDocs,
  ...picksEndpointDocs,
  ...pushEndpointDocs,
  ...placesEndpointDocs,
  ...postsEndpointDocs,
  ...reportsEndpointDocs,
  ...reviewsEndpointDocs,
  ...translationsEndpointDocs,
  ...usersEndpointDocs,
} satisfies Record<keyof typeof endpoints, EndpointDoc>;

const byEndpoint = new Map<Endpoint, EndpointDoc>(
  Object.entries(endpoints).map(([name, endpoint]) => [endpoint, endpointDocs[name as keyof typeof endpoints]]),
);

/** The doc of one endpoint of the table. */
export function docOf(endpoint: Endpoint): EndpointDoc {
  const doc = byEndpoint.get(endpoint);
  if (!doc) throw new Error(`${endpoint.method} ${endpoint.path} is not an endpoint of the contract`);
  return doc;
}
