import {
  EVENT_LANGUAGES,
  type Category,
  type EventDetail,
  type EventLanguage,
  type EventType,
  type GeoPoint,
  type Place,
  type SeriesFrequency,
  type SubmitEventInput,
} from '@moim/contract';
import { isLocale, type Locale } from '@moim/contract/locales';
import type { UploadItem } from '../../../../components/ImageUploader.tsx';

/** The post-event form; fields named as in the submit payload they become. */
export interface PostEventValues {
  category: Category | '';
  type: EventType;
  name: string;
  /** The address chosen from the suggestions. */
  location: Place | null;
  /** Where the host put the pin on the map; null: on the chosen place's own point. */
  pin: GeoPoint | null;
  /** The venue's name (decision 70). */
  venue: string;
  locationDetail: string;
  date: string;
  time: string;
  /**
   * The end chosen, its Korea-time date and time as `YYYY-MM-DDTHH:mm` (sent as `endDate` and
   * `endTime`); empty for the default length.
   */
  endTime: string;
  /** Repeat the event (decision 69): '' for once. */
  repeat: SeriesFrequency | '';
  repeatEnds: 'count' | 'until';
  repeatCount: string;
  repeatUntil: string;
  description: string;
  minParticipants: string;
  maxParticipants: string;
  question: string;
  price: string;
  images: UploadItem[];
  languages: EventLanguage[];
  /** The host's second version of the name and description (decision 77): '' for none. */
  secondLanguage: Locale | '';
  secondName: string;
  secondDescription: string;
  feesIncluded: boolean;
  rulesAccepted: boolean;
}

export function postEventDefaults(language: EventLanguage): PostEventValues {
  return {
    category: '',
    type: 'FirstCome',
    name: '',
    location: null,
    pin: null,
    venue: '',
    locationDetail: '',
    date: '',
    time: '',
    endTime: '',
    repeat: '',
    repeatEnds: 'count',
    repeatCount: '4',
    repeatUntil: '',
    description: '',
    minParticipants: '',
    maxParticipants: '',
    question: '',
    price: '0',
    images: [],
    languages: [language],
    secondLanguage: '',
    secondName: '',
    secondDescription: '',
    feesIncluded: false,
    rulesAccepted: false,
  };
}

/**
 * The form filled from one of the host's events, for a similar one ("Create a similar event"):
 * everything but the date, which the host chooses, and the agreements, which they give again.
 * The images are the same uploads (the host's own; the server lets two events show one file and
 * keeps it while either does); the place is the stored address at its stored point.
 */
export function copyOfEvent(event: EventDetail): PostEventValues {
  const place: Place = {
    id: `event-${event.id}`,
    address: event.location,
    name: event.location,
    latitude: event.latitude,
    longitude: event.longitude,
  };
  const languages = EVENT_LANGUAGES.filter((language) => event.languages.includes(language));
  return {
    ...postEventDefaults('en'),
    category: event.category,
    type: event.type,
    name: event.name,
    location: place,
    venue: event.venue,
    locationDetail: event.locationDetail,
    time: event.time,
    description: event.description,
    minParticipants: String(event.minParticipants),
    maxParticipants: String(event.maxParticipants),
    question: event.question ?? '',
    price: String(event.price),
    images: event.images.map(({ url, alt }, index) => ({
      key: `copy-${index}-${url}`,
      name: url.slice(url.lastIndexOf('/') + 1),
      preview: url,
      progress: 1,
      status: 'done',
      url,
      alt: alt ?? '',
    })),
    languages: languages.length > 0 ? languages : ['en'],
    ...(event.secondLanguage && isLocale(event.secondLanguage)
      ? {
          secondLanguage: event.secondLanguage,
          secondName: event.secondName ?? '',
          secondDescription: event.secondDescription ?? '',
        }
      : {}),
  };
}

/** A number typed in a field; blank is not a number (it must not become 0). */
export function numberOf(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value);
}

/**
 * The spec's submit payload made of the form (with the end, Moim's addition, when one is chosen):
 * uploaded images only, the main one first; an
 * image with a description goes as `{ url, alt }`, one without as its URL; the point is the
 * host's pin, or the chosen place's.
 */
export function toSubmitInput(values: PostEventValues, userId: string | undefined): SubmitEventInput {
  const point = values.pin ?? values.location;
  const uploaded = values.images.filter((item) => item.status === 'done' && item.url);
  const images = uploaded.map(({ url = '', alt = '' }) => (alt.trim() ? { url, alt: alt.trim() } : url));
  return {
    category: values.category,
    type: values.type,
    name: values.name.trim(),
    date: values.date,
    time: values.time,
    ...(values.repeat
      ? {
          repeat:
            values.repeatEnds === 'count'
              ? { every: values.repeat, count: Number(values.repeatCount) }
              : { every: values.repeat, until: values.repeatUntil },
        }
      : {}),
    // Left out for the default length: the spec's payload, as it was.
    ...(values.endTime ? { endDate: values.endTime.slice(0, 10), endTime: values.endTime.slice(11) } : {}),
    description: values.description,
    minParticipants: numberOf(values.minParticipants),
    maxParticipants: numberOf(values.maxParticipants),
    question: values.question,
    price: numberOf(values.price),
    mainImage: uploaded[0]?.url ?? null,
    images,
    location: values.location?.address ?? '',
    locationDetail: values.locationDetail,
    // Left out when empty: the spec's payload, as it was.
    ...(values.venue.trim() ? { venue: values.venue.trim() } : {}),
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    languages: values.languages,
    // Left out without a second language: the spec's payload, as it was.
    ...(values.secondLanguage
      ? {
          secondLanguage: values.secondLanguage,
          secondName: values.secondName.trim(),
          secondDescription: values.secondDescription,
        }
      : {}),
    userId,
  };
}
