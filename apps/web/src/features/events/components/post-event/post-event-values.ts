import type { Category, EventLanguage, EventType, GeoPoint, Place, SubmitEventInput } from '@moim/contract';
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
  locationDetail: string;
  date: string;
  time: string;
  description: string;
  minParticipants: string;
  maxParticipants: string;
  question: string;
  price: string;
  images: UploadItem[];
  languages: EventLanguage[];
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
    locationDetail: '',
    date: '',
    time: '',
    description: '',
    minParticipants: '',
    maxParticipants: '',
    question: '',
    price: '0',
    images: [],
    languages: [language],
    feesIncluded: false,
    rulesAccepted: false,
  };
}

/** A number typed in a field; blank is not a number (it must not become 0). */
export function numberOf(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value);
}

/**
 * The spec's submit payload made of the form: uploaded images only, the main one first; an
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
    description: values.description,
    minParticipants: numberOf(values.minParticipants),
    maxParticipants: numberOf(values.maxParticipants),
    question: values.question,
    price: numberOf(values.price),
    mainImage: uploaded[0]?.url ?? null,
    images,
    location: values.location?.address ?? '',
    locationDetail: values.locationDetail,
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    languages: values.languages,
    userId,
  };
}
