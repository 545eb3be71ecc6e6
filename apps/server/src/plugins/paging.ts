import { TOTAL_COUNT_HEADER } from '@moim/contract';
import type { FastifyReply } from 'fastify';

/** A page of a list: the spec's array, with the total for paging in X-Total-Count. */
export function sendPage<T>(reply: FastifyReply, page: { items: T[]; total: number }) {
  return reply.header(TOTAL_COUNT_HEADER, page.total).send(page.items);
}
