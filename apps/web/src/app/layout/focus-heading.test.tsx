import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { RootLayout } from './RootLayout.tsx';

/** Data that comes when the test says so. */
function later() {
  let resolve = () => {};
  const ready = new Promise<void>((r) => (resolve = r));
  return { ready, resolve };
}

/** A screen whose heading comes after its data, with a stand-in heading while it loads. */
function LoadingScreen({ ready }: { ready: Promise<void> }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => void ready.then(() => setLoaded(true)), [ready]);
  return loaded ? (
    <>
      <h1>Sunday hike</h1>
      <button type="button">Join</button>
    </>
  ) : (
    <h1 className="visually-hidden">Event</h1>
  );
}

/** A screen with no heading at all until its data is there. */
function SlowScreen({ ready }: { ready: Promise<void> }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => void ready.then(() => setLoaded(true)), [ready]);
  return loaded ? <h1>Slow screen</h1> : <p>Loading…</p>;
}

/** A screen that puts focus in its own field (a search box, say). */
function SearchScreen() {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <>
      <h1>Search</h1>
      <input ref={box} aria-label="Search" />
    </>
  );
}

/** One screen for many paths: its link stays mounted (and focused) when it is followed. */
function ItemScreen() {
  const id = Number(useParams().id);
  return (
    <>
      <h1>Item {id}</h1>
      <Link to={`/item/${id + 1}`}>Next item</Link>
    </>
  );
}

function setup(ready = new Promise<void>(() => {}), path = '/') {
  mockApi({});
  const home = (
    <>
      <h1>Home</h1>
      <Link to="/event">Open the event</Link>
      <Link to="/search">Search</Link>
    </>
  );
  return renderRoutes(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/', element: home },
          { path: '/event', element: <LoadingScreen ready={ready} /> },
          { path: '/search', element: <SearchScreen /> },
          { path: '/plain', element: <h1>Plain</h1> },
          { path: '/item/:id', element: <ItemScreen /> },
          { path: '/slow', element: <SlowScreen ready={ready} /> },
        ],
      },
    ],
    path,
  );
}

describe('focus after a navigation', () => {
  it('leaves the first page of a visit alone, then moves focus to the next screen’s h1', async () => {
    const { router } = setup();
    expect(await screen.findByRole('heading', { name: 'Home' })).not.toHaveFocus();
    await act(() => router.navigate('/plain'));
    const heading = screen.getByRole('heading', { level: 1, name: 'Plain' });
    expect(heading).toHaveFocus();
    // Focusable by script only: not a stop of the Tab order.
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('follows a screen that shows its real heading once its data is there', async () => {
    const { ready, resolve } = later();
    setup(ready);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Open the event' }));
    expect(screen.getByRole('heading', { name: 'Event' })).toHaveFocus();
    await act(async () => resolve());
    expect(await screen.findByRole('heading', { name: 'Sunday hike' })).toHaveFocus();
  });

  it('does not take focus back from a screen that puts it somewhere itself', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Search' }));
    expect(await screen.findByRole('textbox', { name: 'Search' })).toHaveFocus();
  });

  it('moves focus to the heading when the same screen shows another path (its link stays focused)', async () => {
    const { router } = setup();
    await act(() => router.navigate('/item/1'));
    const user = userEvent.setup();
    screen.getByRole('link', { name: 'Next item' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Item 2' })).toHaveFocus();
  });

  it('does not take back focus the user lost after acting (a button that went away)', async () => {
    const { ready, resolve } = later();
    setup(ready);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Open the event' }));
    const button = document.createElement('button');
    screen.getByRole('main').append(button);
    await user.click(button);
    button.remove();
    expect(document.activeElement).toBe(document.body);
    await act(async () => resolve());
    await screen.findByRole('heading', { name: 'Sunday hike' });
    expect(document.activeElement).toBe(document.body);
  });

  it('does not take focus back once the user has moved on while the screen loads', async () => {
    const { ready, resolve } = later();
    setup(ready);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Open the event' }));
    await user.tab();
    const moved = document.activeElement;
    expect(moved).not.toBe(document.body);
    await act(async () => resolve());
    await screen.findByRole('heading', { name: 'Sunday hike' });
    expect(document.activeElement).toBe(moved);
  });
});

describe('the skip link', () => {
  it('is the first stop of the Tab order and takes focus to the screen’s heading', async () => {
    setup();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Home' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toHaveFocus();
    // The next Tab goes on from the content, past the header.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Open the event' })).toHaveFocus();
  });

  it('pressed before the screen has its heading, takes focus there once it comes', async () => {
    const { ready, resolve } = later();
    setup(ready, '/slow');
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await act(async () => resolve());
    expect(await screen.findByRole('heading', { name: 'Slow screen' })).toHaveFocus();
  });
});
