/**
 * The screens most visits begin on. The build lists the code and texts each needs
 * (`build/landing-preloads.ts`), and the server names them in the page's head, so the browser fetches
 * them together with the app's entry instead of once the entry has run (decision 41).
 * `module` is the screen's file as `routes.tsx` imports it: the build fails when it is not a
 * lazily loaded chunk. `namespaces` and `withMessages` are the texts the screen loads with it.
 */
export interface LandingScreen {
  /** Its route, as React Router and Fastify both write it. */
  path: string;
  module: string;
  namespaces: readonly string[];
  withMessages: boolean;
}

export const landingScreens = {
  home: {
    path: '/',
    module: 'src/app/screens/HomeScreen.tsx',
    namespaces: ['home', 'eventList'],
    withMessages: false,
  },
  allEvents: {
    path: '/allEvents',
    module: 'src/features/events/screens/AllEventsScreen.tsx',
    namespaces: ['eventList'],
    withMessages: false,
  },
  event: {
    path: '/events/:eventId',
    module: 'src/app/screens/EventPage.tsx',
    namespaces: ['events', 'eventList', 'reviews', 'share', 'chat', 'report', 'profile'],
    withMessages: true,
  },
} as const satisfies Record<string, LandingScreen>;
