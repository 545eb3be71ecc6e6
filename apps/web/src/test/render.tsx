import { render } from '@testing-library/react';
import { Suspense, useLayoutEffect, type ReactElement } from 'react';
import {
  MemoryRouter,
  parsePath,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
  type RouteObject,
} from 'react-router';
import { Toaster } from '../components/Toaster.tsx';
import { AppRoutes } from '../app/app-routes.tsx';
import { createQueryClient, Providers } from '../app/providers.tsx';

/** What a test reads of the router: where it is and how it got there; and a way to go elsewhere. */
interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate: NavigateFunction;
}

/** Tells the test what the app shows, each time it shows something. */
function RouterProbe({ onRender }: { onRender: (state: TestRouter['state'], navigate: NavigateFunction) => void }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => onRender({ location, historyAction }, navigate));
  return null;
}

/** Renders routes in memory as the app does, with its providers and the notice region. */
export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const router: TestRouter = {
    state: {
      location: { pathname: '/', search: '', hash: '', ...parsePath(initialPath), state: null, key: 'default' },
      historyAction: 'POP' as NavigationType,
    },
    navigate: () => {
      throw new Error('The router has not rendered yet.');
    },
  };
  const queryClient = createQueryClient();
  const result = render(
    <Providers queryClient={queryClient}>
      <Suspense fallback={null}>
        <MemoryRouter initialEntries={[initialPath]}>
          <AppRoutes routes={routes} />
          <RouterProbe
            onRender={(state, navigate) => {
              router.state = state;
              router.navigate = navigate;
            }}
          />
        </MemoryRouter>
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
