import { joinOption, type EventDetail } from '@moim/contract';
import { shortText, type PageHead } from '../../lib/page-head.ts';
import { plainText } from '../../lib/sanitize.ts';
import { imageUrlsFor } from '../../plugins/image-urls.ts';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from './preview-images.ts';

/** Characters of the description a link preview shows (most show two or three lines). */
const PREVIEW_DESCRIPTION_LENGTH = 200;

const siteOf = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** An event's page in the web app: the address people share. */
export const eventPageUrl = (publicUrl: string, eventId: number) => `${siteOf(publicUrl)}/events/${eventId}`;

/** A Korea-time date and time (the host's, as stored) as an ISO 8601 date-time with its offset. */
const koreaDateTime = (date: string, time: string) => `${date}T${time}:00+09:00`;

export interface EventPageOptions {
  publicUrl: string;
  /** The stored URL of the event's 1200×630 preview image, or null to show the main image as it is. */
  preview: string | null;
  now: Date;
}

/**
 * The head of an event's page: its title, the start of its description, the preview image, and
 * the event as a schema.org Event (when, where with the coordinates, the price in KRW and whether
 * seats are left, who hosts it).
 */
export function eventPageHead(event: EventDetail, options: EventPageOptions): PageHead {
  const { toAbsolute } = imageUrlsFor(options.publicUrl);
  const url = eventPageUrl(options.publicUrl, event.id);
  const place = [event.venue, event.location, event.locationDetail].filter(Boolean).join(', ');
  // An event without a description is told by when and where it is.
  const text = plainText(event.description) || `${event.date} ${event.time} KST · ${place}`;
  const description = shortText(text, PREVIEW_DESCRIPTION_LENGTH);
  const mainImage = toAbsolute(event.mainImage);
  const image = options.preview
    ? {
        url: toAbsolute(options.preview),
        type: 'image/jpeg',
        width: PREVIEW_WIDTH,
        height: PREVIEW_HEIGHT,
        alt: event.name,
      }
    : { url: mainImage, alt: event.name };
  const seatsLeft = Math.max(0, event.maxParticipants - event.participantsCount);

  return {
    title: event.name,
    description,
    url,
    type: 'website',
    image,
    // The banner at the top of the event's page.
    preloadImage: mainImage,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.name,
      description,
      url,
      image: [...new Set([image.url, mainImage])],
      startDate: koreaDateTime(event.date, event.time),
      endDate: koreaDateTime(event.endDate, event.endTime),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: event.venue || event.locationDetail || event.location,
        address: { '@type': 'PostalAddress', streetAddress: event.location, addressCountry: 'KR' },
        geo: { '@type': 'GeoCoordinates', latitude: event.latitude, longitude: event.longitude },
      },
      maximumAttendeeCapacity: event.maxParticipants,
      remainingAttendeeCapacity: seatsLeft,
      offers: {
        '@type': 'Offer',
        price: event.price,
        priceCurrency: 'KRW',
        // Full, or already started: nobody can join any more.
        availability:
          joinOption(event, options.now) === 'join' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
        url,
        validFrom: event.createdAt,
      },
      organizer: {
        '@type': 'Person',
        name: event.createdBy.username,
        url: `${siteOf(options.publicUrl)}/userPage/${encodeURIComponent(event.createdBy.userId)}`,
      },
    },
  };
}
