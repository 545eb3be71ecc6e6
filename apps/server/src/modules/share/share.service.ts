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
  // The home page's hot list, asked for as the web app asks for it.
  const hotOnHome = EventListQuerySchema.parse({ fetchType: 'hot', limit: HOT_EVENTS_ON_HOME, offset: 0 });
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
      // The web app reads the id the same way: digits only.
      const id = /^\d{1,10}$/.test(eventId) ? Number(eventId) : 0;
      if (id < 1 || id > RECORD_ID_MAX) return null;
      let event;
      try {
        event = await events.getDetail(id, null);
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
      const preview = await previews.ensure(eventPreviewName(id), event.mainImage);
      return eventPageHead(event, { publicUrl, preview, now: clock.now() });
    },

    /** The address the web app asks for the home page's hot list at (its parameters in its order). */
    homeListAddress: `/api/events?${new URLSearchParams({ fetchType: 'hot', limit: String(HOT_EVENTS_ON_HOME), offset: '0' }).toString()}`,

    /** The address the web app asks for an event's page at; undefined for an id it would write otherwise. */
    eventDataAddress(eventId: string): string | undefined {
      return /^[1-9]\d{0,9}$/.test(eventId) && Number(eventId) <= RECORD_ID_MAX
        ? `/api/events/getEvents/${eventId}`
        : undefined;
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

export type ShareService = ReturnType<typeof createShareService>;
