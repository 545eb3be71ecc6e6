import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { ScrollRestoration } from './ScrollRestoration.tsx';

// jsdom does not lay out or scroll: the window's position is this variable.
let y = 0;
const scrollTo = vi.fn((_x: number, top: number) => {
  y = top;
});
const scrollIntoView = vi.fn();

beforeEach(() => {
  y = 0;
  scrollTo.mockClear();
  scrollIntoView.mockClear();
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

/** The reader scrolls the window to `top`. */
function scrollWindow(top: number) {
  y = top;
  fireEvent.scroll(window);
}

const routes = [
  {
    element: (
      <>
        <ScrollRestoration />
        <Outlet />
      </>
    ),
    children: [
      {
        path: '/',
        element: (
          <>
            <h1>List</h1>
            <Link to="/event">An event</Link>
            <Link to="/help#contact">Contact</Link>
          </>
        ),
      },
      { path: '/event', element: <h1>Event</h1> },
      {
        path: '/help',
        element: (
          <>
            <h1>Help</h1>
            <h2 id="contact">Contact</h2>
          </>
        ),
      },
    ],
  },
];

describe('ScrollRestoration', () => {
  it('opens a new page at its top, and Back and Forward return to where the reader was', async () => {
    const { router } = renderRoutes(routes, '/');
    scrollWindow(800);
    await userEvent.setup().click(screen.getByRole('link', { name: 'An event' }));
    expect(await screen.findByRole('heading', { name: 'Event' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollWindow(120);

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 800);

    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: 'Event' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
    expect(history.scrollRestoration).toBe('manual');
  });

  it('opens a link to a #part at that part of the page', async () => {
    renderRoutes(routes, '/');
    scrollWindow(300);
    scrollTo.mockClear();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Contact' }));
    expect(await screen.findByRole('heading', { name: 'Help' })).toBeInTheDocument();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Contact' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('after a reload, opens the page where the reader left it', () => {
    const first = renderRoutes(routes, '/');
    scrollWindow(450);
    fireEvent(window, new Event('pagehide'));
    expect(history.scrollRestoration).toBe('auto');
    first.unmount();

    y = 0;
    renderRoutes(routes, '/');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 450);
  });
});
