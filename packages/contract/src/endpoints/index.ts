import { authEndpoints } from './auth.ts';
import { chatEndpoints } from './chat.ts';
import { contactEndpoints } from './contact.ts';
import { contentEndpoints } from './content.ts';
import { healthEndpoints } from './health.ts';
import { likesEndpoints } from './likes.ts';
import { postsEndpoints } from './posts.ts';
import { reportsEndpoints } from './reports.ts';
import { usersEndpoints } from './users.ts';

/**
 * Every endpoint of the API, by name (decision 58). Without the validation library: the web
 * imports this in its first download.
 */
export const endpoints = {
  ...authEndpoints,
  ...chatEndpoints,
  ...contactEndpoints,
  ...contentEndpoints,
  ...healthEndpoints,
  ...likesEndpoints,
  ...postsEndpoints,
  ...reportsEndpoints,
  ...usersEndpoints,
};

export type Endpoints = typeof endpoints;
