import type { TestUser } from './accounts.ts';
import { multipart, testJpeg } from './multipart.ts';
import type { TestApp } from './test-app.ts';

/** Uploads an event image as `user` and returns its URL. */
export function uploadEventImage(t: TestApp, user: TestUser): Promise<string> {
  return uploadImage(t, user, '/api/events/upload-image-postEvent');
}

/** Uploads an image as `user` to an upload endpoint and returns its URL. */
export async function uploadImage(t: TestApp, user: TestUser, url: string): Promise<string> {
  const body = multipart(await testJpeg(), 'photo.jpg');
  const r = await t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...user.auth },
  });
  if (r.statusCode !== 200) throw new Error(`upload: ${r.statusCode} ${r.body}`);
  return r.json().imageUrl as string;
}

/** A valid submit payload (two weeks after TEST_NOW, in Mapo), with an image uploaded by `user`. */
export async function eventPayload(t: TestApp, user: TestUser, overrides: Record<string, unknown> = {}) {
  const mainImage = await uploadEventImage(t, user);
  return {
    category: 'Social',
    type: 'FirstCome',
    name: 'Hangang picnic',
    date: '2026-03-14',
    time: '14:30',
    description: '<p>Bring <strong>snacks</strong></p>',
    minParticipants: 2,
    maxParticipants: 10,
    question: 'Any allergies?',
    price: 5000,
    mainImage,
    images: [mainImage],
    location: '서울특별시 마포구 (Mapo-gu, Seoul)',
    locationDetail: 'Mangwon Hangang Park, exit 1',
    latitude: 37.5663,
    longitude: 126.9019,
    languages: ['en', 'ko'],
    userId: user.userId,
    ...overrides,
  };
}

/** Publishes an event as `host` and returns its detail. */
export async function createEvent(t: TestApp, host: TestUser, overrides: Record<string, unknown> = {}) {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/events/submit',
    payload: await eventPayload(t, host, overrides),
    headers: host.auth,
  });
  if (r.statusCode !== 201) throw new Error(`submit: ${r.statusCode} ${r.body}`);
  return r.json().event as {
    id: number;
    name: string;
    maxParticipants: number;
    series?: { next: { id: number }[] };
  };
}
