import { vi } from 'vitest';
import { setSession } from '../lib/session.ts';
import type { MockAnswerFor } from './mock-api.ts';

/** A reply that waits until the test answers it; `deferredReply<'GET /events/getEvents/7'>()` types the answer. */
export function deferredReply<K extends string = string>(): {
  reply: () => Promise<MockAnswerFor<K>>;
  answer: (value: MockAnswerFor<K>) => void;
} {
  let answer: (value: MockAnswerFor<K>) => void = () => {};
  const reply = () => new Promise<MockAnswerFor<K>>((resolve) => (answer = resolve));
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
