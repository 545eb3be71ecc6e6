import { likesEndpoints } from './likes.ts';

/**
 * Every endpoint of the API, by name (decision 58). Without the validation library: the web
 * imports this in its first download.
 */
export const endpoints = {
  ...likesEndpoints,
};

export type Endpoints = typeof endpoints;
