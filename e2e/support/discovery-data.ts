import { expect, request as requests, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { createAccount } from './accounts.ts';
import { BASE_URL } from './services.ts';

// Events for the discovery spec, made through the API: an account, an image, a submit, likes.

export interface DiscoveryEvent {
  key: string;
  name: string;
  category: 'Social' | 'Learning' | 'Food' | 'Activities' | 'Trip' | 'Games' | 'Art/Fashion' | 'Others';
  type: 'FirstCome' | 'Register';
  /** Days from today (Korea) to the event. */
  inDays: number;
  /** How many accounts like it (the host first). */
  likes: number;
  languages?: string[];
  description?: string;
  /** The main image's width and height in pixels (default 480 × 360). */
  imageSize?: [number, number];
}

export interface CreatedEvent extends DiscoveryEvent {
  id: number;
}

/** A date some days from today in Korea (YYYY-MM-DD). */
export function koreaDate(inDays: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(
    new Date(Date.now() + inDays * 24 * 3600 * 1000),
  );
}

export interface ApiUser {
  userId: string;
  username: string;
  email: string;
  password: string;
  token: string;
  api: APIRequestContext;
}

/** Creates an account and signs it in through the API, with a request context of its own. */
export async function apiUser(request: APIRequestContext): Promise<ApiUser> {
  const identity = await createAccount(request);
  const api = await requests.newContext({ baseURL: BASE_URL });
  const signedIn = await api.post('/api/user/signIn', {
    data: { userId: identity.userId, password: identity.password },
  });
  expect(signedIn.status()).toBe(200);
  const token = ((await signedIn.json()) as { access_token: string }).access_token;
  return { ...identity, token, api };
}

/** The bearer header of an API user. */
export const auth = (user: ApiUser) => ({ authorization: `Bearer ${user.token}` });

async function uploadImage(host: ApiUser, color: string, [width, height] = [480, 360]): Promise<string> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg({ quality: 70 })
    .toBuffer();
  const uploaded = await host.api.post('/api/events/upload-image-postEvent', {
    multipart: { file: { name: 'event.jpg', mimeType: 'image/jpeg', buffer } },
    headers: auth(host),
  });
  expect(uploaded.status()).toBe(200);
  return ((await uploaded.json()) as { imageUrl: string }).imageUrl;
}

const COLORS = ['#e76f51', '#2a9d8f', '#e9c46a', '#264653', '#f4a261', '#8ab17d', '#b56576'];

export type PublishedEvent = Pick<
  DiscoveryEvent,
  'name' | 'category' | 'type' | 'inDays' | 'languages' | 'description' | 'imageSize'
> & {
  /** Seats, the host's included (default 2 to 12). */
  minParticipants?: number;
  maxParticipants?: number;
  color?: string;
  /** The place as the address search writes it (default Mapo-gu), and the pin (default its office). */
  location?: string;
  point?: { latitude: number; longitude: number };
};

/** Publishes an event at 19:00 Korea time, `inDays` from today, through the API; answers its id. */
export async function publishEvent(host: ApiUser, event: PublishedEvent): Promise<number> {
  const image = await uploadImage(host, event.color ?? COLORS[0]!, event.imageSize);
  const submitted = await host.api.post('/api/events/submit', {
    headers: auth(host),
    data: {
      category: event.category,
      type: event.type,
      name: event.name,
      date: koreaDate(event.inDays),
      time: '19:00',
      description: event.description ?? `<p>${event.name}: come along and meet new people.</p>`,
      minParticipants: event.minParticipants ?? 2,
      maxParticipants: event.maxParticipants ?? 12,
      question: event.type === 'Register' ? 'Why would you like to join?' : null,
      price: 10000,
      mainImage: image,
      images: [image],
      location: event.location ?? '서울특별시 마포구 (Mapo-gu, Seoul)',
      locationDetail: 'Exit 2, Hapjeong station',
      latitude: event.point?.latitude ?? 37.5663,
      longitude: event.point?.longitude ?? 126.9019,
      languages: event.languages ?? ['en', 'ko'],
      userId: host.userId,
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  return ((await submitted.json()) as { event: { id: number } }).event.id;
}

/** Publishes the events in order (so the last one is the newest), then likes them. */
export async function createDiscoveryEvents(
  host: ApiUser,
  likers: ApiUser[],
  events: DiscoveryEvent[],
): Promise<CreatedEvent[]> {
  const created: CreatedEvent[] = [];
  for (const [index, event] of events.entries()) {
    const id = await publishEvent(host, { ...event, color: COLORS[index % COLORS.length] });
    created.push({ ...event, id });
  }
  const everyone = [host, ...likers];
  for (const event of created) {
    expect(event.likes).toBeLessThanOrEqual(everyone.length);
    for (const user of everyone.slice(0, event.likes)) {
      const liked = await user.api.post(`/api/likes/${event.id}/like`, {
        headers: auth(user),
        data: { userId: user.userId },
      });
      expect(liked.status()).toBe(200);
      expect(((await liked.json()) as { isLiked: boolean }).isLiked).toBe(true);
    }
  }
  return created;
}
