import { EventListQuerySchema, RECORD_ID_MAX } from '@moim/contract';
import { HOT_EVENTS_ON_HOME } from '@moim/contract/event-values';
import type { FastifyBaseLogger } from 'fastify';
import type { CacheInvalidation } from '../../lib/cache-invalidation.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { PageHead } from '../../lib/page-head.ts';
import { imageUrlsFor } from '../../plugins/image-urls.ts';
import type { EventsListService } from '../events/events-list.service.ts';
import type { EventsService } from '../events/events.service.ts';
import { eventPageHead } from './event-page.ts';
import type { PreviewImages } from './preview-images.ts';

const eventPreviewName = (eventId: number) => `event-${eventId}.jpg`;

/** The event id in a page's address, read as the web app reads it (digits only); undefined if none. */
function pageEventId(eventId: string): number | undefined {
  const id = /^\d{1,10}$/.test(eventId) ? Number(eventId) : 0;
  return id >= 1 && id <= RECORD_ID_MAX ? id : undefined;
}

/** What link previews read of Moim's pages (decision 0031). */
export function createShareService(deps: {
  events: Pick<EventsService, 'getDetail'>;
  lists: Pick<EventsListService, 'list'>;
  previews: PreviewImages;
  clock: Clock;
  publicUrl: string;
  changes: CacheInvalidation;
  log: FastifyBaseLogger;
}) {
  const { events, lists, previews, clock, publicUrl, changes, log } = deps;
  const { toAbsolute } = imageUrlsFor(publicUrl);
  // The home page's hot list, as the web app asks for it (its parameters in its order).
  const hotListQuery = { fetchType: 'hot', limit: String(HOT_EVENTS_ON_HOME), offset: '0' };
  const hotOnHome = EventListQuerySchema.parse(hotListQuery);
  // A deleted event's preview image goes with it.
  changes.subscribe((change) => {
    if (change.kind !== 'event-deleted') return;
    previews
      .remove(eventPreviewName(change.eventId))
      .catch((error: unknown) => log.warn({ err: error }, 'the preview image of a deleted event could not be removed'));
  });

  return {
    /**
     * The head of the page /events/{eventId}, as visitors see the event (through their short
     * cache, which a write clears at once); null when there is no such event.
     */
    async eventPageHead(eventId: string): Promise<PageHead | null> {
      const id = pageEventId(eventId);
      if (id === undefined) return null;
      let event;
      try {
        event = await events.getDetail(id, null);
      } catch (error) {
        // A deleted event, or one a moderator hid, has no preview: its page says why.
        if (error instanceof AppError && (error.code === 'eventNotFound' || error.code === 'eventRemoved')) return null;
        throw error;
      }
      const preview = await previews.ensure(eventPreviewName(id), event.mainImage);
      return eventPageHead(event, { publicUrl, preview, now: clock.now() });
    },

    /** The address the web app asks for the home page's hot list at. */
    homeListAddress: `/api/events?${new URLSearchParams(hotListQuery).toString()}`,

    /**
     * The address the web app asks for an event's page at; undefined when there is no such
     * event, or the page's address spells its id otherwise (`007`): the app's request would not
     * be the one preloaded.
     */
    eventDataAddress(eventId: string): string | undefined {
      const id = pageEventId(eventId);
      return id !== undefined && String(id) === eventId ? `/api/events/getEvents/${id}` : undefined;
    },

    /**
     * The picture of the home page's first hot event: its largest element on a phone, which
     * the browser would otherwise ask for only once the list had come and been drawn.
     */
    async homeFirstImage(): Promise<string | undefined> {
      const first = (await lists.list(hotOnHome, null)).items[0];
      return first && toAbsolute(first.mainImage);
    },
  };
}
