import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearScreen } from './use-near-screen.ts';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

/** An IntersectionObserver the test moves: `show(true)` brings the element near the screen. */
function fakeObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }> = [];
  const disconnect = vi.fn();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect = disconnect;
    },
  );
  const show = (isIntersecting: boolean) =>
    act(() =>
      observers.at(-1)!.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
  return { observers, show, disconnect };
}

afterEach(() => vi.unstubAllGlobals());

describe('useNearScreen', () => {
  it('turns true once the element comes within a screen of the visible part, and stays true', () => {
    const { observers, show, disconnect } = fakeObserver();
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(observers[0]!.options?.rootMargin).toBe('100% 0px');
    show(false);
    expect(screen.getByText('far')).toBeInTheDocument();
    show(true);
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });

  it('is true at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
