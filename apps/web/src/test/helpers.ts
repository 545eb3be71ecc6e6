import { vi } from 'vitest';
import { setSession } from '../lib/session.ts';

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
