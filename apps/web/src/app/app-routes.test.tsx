import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useEffect } from 'react';
import { Link, Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '../lib/notices.ts';
import { renderRoutes } from '../test/render.tsx';
import { useRouteMeta, type RouteMeta } from './route-meta.ts';

function Broken(): never {
  throw new Error('a screen that fails to render');
}
const NotFetched = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));

function ShowsMeta() {
  const meta = useRouteMeta();
  return <p>meta: {JSON.stringify(meta)}</p>;
}

function Welcome() {
  useEffect(() => notify('Welcome to the second page'), []);
  return <h1>Second</h1>;
}

describe('AppRoutes', () => {
  it('shows the error screen when a screen fails, and the next navigation tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderRoutes(
      [
        { path: '/broken', element: <Broken /> },
        {
          path: '/unfetched',
          element: (
            <Suspense fallback="Loading...">
              <NotFetched />
            </Suspense>
          ),
        },
        { path: '/fine', element: <h1>Fine</h1> },
      ],
      '/broken',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be shown.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    await act(() => router.navigate('/fine'));
    expect(await screen.findByRole('heading', { name: 'Fine' })).toBeInTheDocument();
    expect(screen.queryByText('This page could not be shown.')).not.toBeInTheDocument();

    await act(() => router.navigate('/unfetched'));
    expect(await screen.findByRole('heading', { name: 'This page could not be shown.' })).toBeInTheDocument();
  });

  it('gives the layout the meta of the deepest route that has one', async () => {
    const layout: RouteMeta = { headerVariant: 'main', titleKey: 'home' };
    const { router } = renderRoutes(
      [
        {
          element: (
            <>
              <ShowsMeta />
              <Outlet />
            </>
          ),
          handle: { titleKey: 'layout' } satisfies RouteMeta,
          children: [
            { path: '/', handle: layout, element: null },
            { path: '/plain', element: null },
          ],
        },
      ],
      '/',
    );
    expect(screen.getByText(`meta: ${JSON.stringify(layout)}`)).toBeInTheDocument();
    await act(() => router.navigate('/plain'));
    expect(await screen.findByText('meta: {"titleKey":"layout"}')).toBeInTheDocument();
  });

  it('keeps a notice a new page raises as it opens', async () => {
    renderRoutes(
      [
        { path: '/', element: <Link to="/second">Go on</Link> },
        { path: '/second', element: <Welcome /> },
      ],
      '/',
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go on' }));
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeInTheDocument();
    expect(screen.getByTestId('notices')).toHaveTextContent('Welcome to the second page');
  });
});
