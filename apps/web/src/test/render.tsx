import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from '../components/Toaster.tsx';
import { followRouter } from '../lib/notices.ts';
import { createQueryClient, Providers } from '../app/providers.tsx';

/** Renders routes in memory with the app's providers and the notice region. */
export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  followRouter(router);
  const queryClient = createQueryClient();
  const result = render(
    <Providers queryClient={queryClient}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
      <Toaster />
    </Providers>,
  );
  return { ...result, router, queryClient };
}

/** Renders one element on a single route. */
export function renderWithProviders(element: ReactElement, initialPath = '/') {
  return renderRoutes([{ path: '*', element }], initialPath);
}

/** A fetch stub answering JSON; records the calls. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
