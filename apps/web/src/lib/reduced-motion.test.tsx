import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePrefersReducedMotion } from './reduced-motion.ts';

/** A stand-in for the browser's media query list of `prefers-reduced-motion`, which the test switches. */
function fakeMotionSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: reduce,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const matchMedia = vi.fn((text: string) => {
    expect(text).toBe('(prefers-reduced-motion: reduce)');
    return query as unknown as MediaQueryList;
  });
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    set(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('usePrefersReducedMotion', () => {
  it("follows the reader's setting as it changes, and stops listening when unmounted", () => {
    const setting = fakeMotionSetting(true);
    const { result, unmount } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(true);
    act(() => setting.set(false));
    expect(result.current).toBe(false);
    unmount();
    expect(setting.listeners.size).toBe(0);
  });

  it('is false where the browser cannot tell', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
  });
});
