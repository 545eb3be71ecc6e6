import type { EventDetail } from '@moim/contract';
import { vi } from 'vitest';
import { setSession } from '../../lib/session.ts';

export { mockApi, type MockReply, type MockRequest } from '../../test/mock-api.ts';

/** A reply that waits until the test answers it. */
export function deferredReply(): {
  reply: () => Promise<[number, unknown]>;
  answer: (value: [number, unknown]) => void;
} {
  let answer: (value: [number, unknown]) => void = () => {};
  const reply = () => new Promise<[number, unknown]>((resolve) => (answer = resolve));
  return { reply, answer: (value) => answer(value) };
}

export function signIn(userId = 'alice'): void {
  setSession({ userId });
}

/** jsdom has no object URLs: previews get a fake one. */
export function stubObjectUrls(): void {
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++n}`);
  URL.revokeObjectURL = vi.fn();
}

export function imageFile(name: string, size = 1024, type = 'image/png'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const person = (userId: string, username: string) => ({ userId, username, profileImage: null });

/** An event page as the server sends it: hosted by "hana", 3 of 10 seats taken, in the future. */
export function eventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    id: 7,
    name: 'Sunday hike on Bukhansan',
    description:
      '<p>Bring <strong>water</strong>.</p><script>alert(1)</script><p><a href="javascript:alert(1)">bad</a> <a href="https://example.com">good</a></p>',
    date: '2099-03-14',
    time: '14:30',
    startsAt: '2099-03-14T05:30:00.000Z',
    category: 'Activities',
    type: 'FirstCome',
    mainImage: '/uploads/main.webp',
    images: [
      { url: '/uploads/main.webp' },
      { url: '/uploads/2.webp' },
      { url: '/uploads/3.webp' },
      { url: '/uploads/4.webp' },
      { url: '/uploads/5.webp' },
    ],
    eventImages: [
      { url: '/uploads/2.webp' },
      { url: '/uploads/3.webp' },
      { url: '/uploads/4.webp' },
      { url: '/uploads/5.webp' },
    ],
    location: '서울특별시 마포구 (Mapo-gu, Seoul)',
    locationDetail: '2F, main entrance',
    latitude: 37.5663,
    longitude: 126.9019,
    minParticipants: 2,
    maxParticipants: 10,
    participants: [
      { id: 1, status: 'Approved', user: person('hana', 'Hana Kim') },
      { id: 2, status: 'Approved', user: person('bob', 'Bob Lee') },
      { id: 3, status: 'Approved', user: person('chloe', 'Chloé') },
    ],
    participantsCount: 3,
    likes: [{ user: { userId: 'bob' } }],
    likesCount: 4,
    price: 5000,
    question: null,
    languages: ['en', 'ko'],
    createdBy: person('hana', 'Hana Kim'),
    averageRating: null,
    reviewCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
