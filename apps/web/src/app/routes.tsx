import type { QueryClient } from '@tanstack/react-query';
import { lazy, useState, type ComponentType } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import { HOT_EVENTS_REQUEST, prefetchEventList } from '../features/events/list-api.ts';
import { filtersFromSearch, listRequest } from '../features/events/list-params.ts';
import { eventIdOf, prefetchEventDetail } from '../lib/event-queries.ts';
import i18n, { loadMessages } from '../lib/i18n.ts';
import { RequireAdmin, RequireAuth, RequireSignedOut } from './guards.tsx';
import { useIsAdmin, useIsSignedIn } from './use-confirmed-user.ts';
import { RootLayout } from './layout/RootLayout.tsx';
import { landingScreens, type LandingScreen } from './landing-screens.ts';
import type { RouteMeta } from './route-meta.ts';
import { NotFoundScreen } from './screens/NotFoundScreen.tsx';

const hidden = (titleKey: string): RouteMeta => ({ hideChrome: true, titleKey });
const titled = (titleKey: string): RouteMeta => ({ titleKey });

/** Where a visit begins: the route's parameters and the address's query. */
interface Arrival {
  params: Params;
  search: URLSearchParams;
}
type Prefetch = (queryClient: QueryClient, arrival: Arrival) => void;

/** How to start loading each lazily loaded screen and what it shows first, by its route's element. */
const preloads = new WeakMap<object, { load: () => Promise<unknown>; prefetch?: Prefetch }>();

/**
 * A lazily loaded screen: `load` imports its module, `name` is the export. The contract's
 * messages load with it, except for the two pages whose first download is budgeted (home and
 * the events list), which load them only when they show one; so do the translation
 * `namespaces` it names (the screen would otherwise ask for them only once its code has run).
 * `prefetch` asks the server for what the screen shows first, when a visit begins on it.
 * While the first screen of a visit loads, the layout shows with a loading line in place of the
 * screen (its Suspense fallback); a later navigation keeps the screen it leaves until the next one
 * is ready.
 */
function screen<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M,
  options: {
    withMessages?: boolean;
    namespaces?: readonly string[];
    prefetch?: Prefetch;
    props?: Record<string, unknown>;
  } = {},
): Pick<RouteObject, 'element'> {
  type Props = Record<string, unknown>;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  /** The screen, once its code and texts are in. */
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    (loading ??= Promise.all([
      load(),
      options.withMessages === false ? undefined : loadMessages(),
      options.namespaces && i18n.loadNamespaces([...options.namespaces]),
    ]).then(([m]) => ({ default: (loaded = m[name] as ComponentType<Props>) })));
  const Lazy = lazy(preload);
  // Loaded already (the first screen of a visit, which main.tsx waits for): drawn at once. Through
  // React.lazy it would suspend once anyway, and React shows a revealed screen no sooner than
  // 300 ms after its fallback: a third of a second of loading line on every first visit.
  // Chosen once per mount, so a screen never changes component under its own state.
  function Screen(props: Props) {
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  // What app/ gives a feature's screen (who is an admin, say): features do not import each other.
  const element = <Screen {...options.props} />;
  preloads.set(element, { load: preload, prefetch: options.prefetch });
  return { element };
}

/** The texts a landing screen loads with its code, which the server also names in its head. */
const textsOf = ({ namespaces, withMessages }: LandingScreen) => ({ namespaces, withMessages });

/**
 * Every route of the spec. React Router matches paths case-insensitively, so
 * /ContactUs and /login reach the same screens as /contactUs and /logIn.
 */
const logIn = screen(() => import('../features/auth/screens/LogInScreen.tsx'), 'LogInScreen');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: '/',
        handle: { headerVariant: 'main', titleKey: 'home' } satisfies RouteMeta,
        ...screen(() => import('./screens/HomeScreen.tsx'), 'HomeScreen', {
          ...textsOf(landingScreens.home),
          prefetch: (queryClient) => prefetchEventList(queryClient, HOT_EVENTS_REQUEST),
        }),
      },
      {
        path: '/allEvents',
        handle: { headerVariant: 'main', titleKey: 'allEvents' } satisfies RouteMeta,
        ...screen(() => import('../features/events/screens/AllEventsScreen.tsx'), 'AllEventsScreen', {
          ...textsOf(landingScreens.allEvents),
          prefetch: (queryClient, { search }) => prefetchEventList(queryClient, listRequest(filtersFromSearch(search))),
        }),
      },
      {
        path: '/fnq',
        handle: titled('fnq'),
        ...screen(() => import('../features/help/screens/FaqScreen.tsx'), 'FaqScreen'),
      },
      {
        element: <RequireSignedOut useIsSignedIn={useIsSignedIn} />,
        children: [
          { path: '/logIn', handle: hidden('logIn'), ...logIn },
          { path: '/signIn', handle: hidden('logIn'), ...logIn },
          {
            path: '/createAccount',
            handle: hidden('createAccount'),
            ...screen(() => import('../features/auth/screens/CreateAccountScreen.tsx'), 'CreateAccountScreen'),
          },
        ],
      },
      {
        path: '/findUsername',
        handle: hidden('findUsername'),
        ...screen(() => import('../features/auth/screens/FindUsernameScreen.tsx'), 'FindUsernameScreen'),
      },
      {
        path: '/findPassword',
        handle: hidden('findPassword'),
        ...screen(() => import('../features/auth/screens/FindPasswordScreen.tsx'), 'FindPasswordScreen'),
      },
      {
        path: '/googleSignUp',
        handle: hidden('googleSignUp'),
        ...screen(() => import('../features/auth/screens/GoogleSignUpScreen.tsx'), 'GoogleSignUpScreen'),
      },
      {
        path: '/ourCompany',
        handle: titled('ourCompany'),
        ...screen(() => import('../features/help/screens/CompanyScreen.tsx'), 'CompanyScreen'),
      },
      {
        path: '/contactUs',
        handle: titled('contactUs'),
        ...screen(() => import('../features/help/screens/ContactScreen.tsx'), 'ContactScreen'),
      },
      {
        path: '/notice',
        handle: titled('notice'),
        ...screen(() => import('../features/notice/screens/NoticeScreen.tsx'), 'NoticeScreen', {
          props: { useIsAdmin },
        }),
      },
      {
        path: '/notice/:slug',
        handle: titled('notice'),
        ...screen(() => import('../features/notice/screens/NoticePostScreen.tsx'), 'NoticePostScreen', {
          props: { useIsAdmin },
        }),
      },
      {
        path: '/userPage/:userId',
        handle: titled('userPage'),
        ...screen(() => import('./screens/UserPage.tsx'), 'UserPage'),
      },
      {
        path: '/events/:eventId',
        handle: titled('eventDetail'),
        ...screen(() => import('./screens/EventPage.tsx'), 'EventPage', {
          ...textsOf(landingScreens.event),
          prefetch: (queryClient, { params }) => prefetchEventDetail(queryClient, eventIdOf(params.eventId)),
        }),
      },
      {
        path: '/reviews/:userId',
        handle: titled('reviews'),
        ...screen(() => import('../features/reviews/screens/HostReviewsScreen.tsx'), 'HostReviewsScreen', {
          namespaces: ['reviews', 'report'],
        }),
      },
      {
        path: '/unsubscribe',
        handle: titled('unsubscribe'),
        ...screen(() => import('../features/notifications/screens/UnsubscribeScreen.tsx'), 'UnsubscribeScreen', {
          namespaces: ['notifications'],
        }),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: '/passwordChange',
            handle: hidden('passwordChange'),
            ...screen(() => import('../features/auth/screens/PasswordChangeScreen.tsx'), 'PasswordChangeScreen'),
          },
          {
            path: '/chat',
            handle: { titleKey: 'chat', fillsPhoneScreen: true } satisfies RouteMeta,
            ...screen(() => import('../features/chat/screens/ChatScreen.tsx'), 'ChatScreen'),
          },
          {
            path: '/notifications',
            handle: titled('notifications'),
            ...screen(
              () => import('../features/notifications/screens/NotificationsScreen.tsx'),
              'NotificationsScreen',
              {
                namespaces: ['notifications'],
              },
            ),
          },
          {
            path: '/picks',
            handle: titled('picks'),
            ...screen(() => import('./screens/PicksScreen.tsx'), 'PicksScreen', {
              namespaces: ['notifications', 'events', 'eventList'],
            }),
          },
          {
            path: '/settings/notifications',
            handle: titled('notificationSettings'),
            ...screen(
              () => import('../features/notifications/screens/NotificationSettingsScreen.tsx'),
              'NotificationSettingsScreen',
              { namespaces: ['notifications'] },
            ),
          },
          {
            path: '/settings/privacy',
            handle: titled('privacySettings'),
            ...screen(() => import('../features/privacy/screens/PrivacySettingsScreen.tsx'), 'PrivacySettingsScreen', {
              namespaces: ['privacy', 'report'],
            }),
          },
          {
            path: '/manage/:eventId',
            handle: titled('manage'),
            ...screen(() => import('../features/manage/screens/ManageScreen.tsx'), 'ManageScreen'),
          },
          {
            path: '/checkIn/:eventId',
            handle: titled('checkIn'),
            ...screen(() => import('../features/manage/screens/CheckInScreen.tsx'), 'CheckInScreen'),
          },
          {
            path: '/postEvent',
            handle: titled('postEvent'),
            ...screen(() => import('../features/events/screens/PostEventScreen.tsx'), 'PostEventScreen'),
          },
          {
            path: '/enterEvent/:eventId',
            handle: titled('enterEvent'),
            ...screen(() => import('../features/events/screens/EnterEventScreen.tsx'), 'EnterEventScreen'),
          },
          {
            path: '/reviewEvent/:eventId',
            handle: titled('reviewEvent'),
            ...screen(() => import('../features/reviews/screens/ReviewEventScreen.tsx'), 'ReviewEventScreen'),
          },
          {
            path: '/deleteEvent/:id',
            handle: titled('deleteEvent'),
            ...screen(() => import('../features/events/screens/DeleteEventScreen.tsx'), 'DeleteEventScreen'),
          },
          {
            // Signed out: to sign in first, like every members' screen; then admins only.
            element: <RequireAdmin useIsAdmin={useIsAdmin} />,
            children: [
              {
                path: '/admin',
                handle: titled('admin'),
                ...screen(() => import('../features/admin/screens/AdminScreen.tsx'), 'AdminScreen', {
                  namespaces: ['admin'],
                }),
              },
            ],
          },
        ],
      },
      {
        element: <RequireAdmin useIsAdmin={useIsAdmin} />,
        children: [
          {
            path: '/createBlog',
            handle: titled('createBlog'),
            ...screen(() => import('../features/notice/screens/CreateBlogScreen.tsx'), 'CreateBlogScreen'),
          },
        ],
      },
      { path: '*', handle: titled('notFound'), element: <NotFoundScreen /> },
    ],
  },
];

/**
 * Starts loading the screen a visit begins on (its code and texts) and asks the server for what
 * it shows first, all at once: called before the app's first render, which would ask for the
 * screen only after rendering the layout, and the screen for its data only once it has run.
 */
export function preloadScreen(
  location: { pathname: string; search: string },
  queryClient: QueryClient,
): Promise<unknown> {
  const search = new URLSearchParams(location.search);
  const loads: Array<Promise<unknown>> = [];
  for (const { route, params } of matchRoutes(routes, location.pathname) ?? []) {
    const screen = preloads.get(route.element as object);
    if (!screen) continue;
    loads.push(screen.load());
    screen.prefetch?.(queryClient, { params, search });
  }
  return Promise.all(loads);
}
