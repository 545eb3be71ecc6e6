import {
  EVENT_LIST_MAX_LIMIT,
  EVENT_LIST_UNPAGED_LIMIT,
  TOTAL_COUNT_EXACT_HEADER,
  TOTAL_COUNT_HEADER,
  TOTAL_COUNT_LIMIT,
} from '@moim/contract';
import type { FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A paged list whose X-Total-Count is counted up to a limit, past which it is a lower bound
     * (X-Total-Count-Exact: false); the API document describes both headers for it.
     */
    boundedTotal?: boolean;
  }
}

/**
 * A page of a list: the spec's array, with the total for paging in X-Total-Count, and
 * X-Total-Count-Exact: false when that total is a lower bound ("more than").
 */
export function sendPage<T>(reply: FastifyReply, page: { items: T[]; total: number; exact?: boolean }) {
  reply.header(TOTAL_COUNT_HEADER, page.total);
  if (page.exact === false) reply.header(TOTAL_COUNT_EXACT_HEADER, 'false');
  return reply.send(page.items);
}

/** How an event list says it is paged, in the API document. */
export const PAGED_LIST =
  `Paged with limit (1 to ${EVENT_LIST_MAX_LIMIT}) and offset. Without limit, every item from offset on, up to ` +
  `${EVENT_LIST_UNPAGED_LIMIT}, in the list's order (a client that pages the whole array itself). ` +
  'The total is in X-Total-Count, counted up to ' +
  `${TOTAL_COUNT_LIMIT} (or to the end of the page asked for): past that it is a lower bound and ` +
  'X-Total-Count-Exact is false ("more than").';

/** The response headers of a list with a bounded total, as the API document states them. */
export const boundedTotalHeaders = {
  [TOTAL_COUNT_HEADER]: {
    type: 'integer',
    description:
      `How many items the list has, counted up to ${TOTAL_COUNT_LIMIT} (or to the end of the page asked for, ` +
      'when that is further): past that, the count so far, and X-Total-Count-Exact is false.',
  },
  [TOTAL_COUNT_EXACT_HEADER]: {
    type: 'string',
    enum: ['false'],
    description:
      '`false` when X-Total-Count is a lower bound: the list has more items than that ' +
      `(a client shows e.g. "${TOTAL_COUNT_LIMIT.toLocaleString('en')}+"). Absent when the total is exact.`,
  },
};
