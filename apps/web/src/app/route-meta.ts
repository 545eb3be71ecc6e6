import { createContext, useContext } from 'react';
import type { RouteMatch } from 'react-router';

/** What a route tells the layout (the spec's route meta flags), as its `handle`. */
export interface RouteMeta {
  /** Hides header and footer (sign-in and account screens). */
  hideChrome?: boolean;
  /** The main header variant (home and the events list). */
  headerVariant?: 'main' | 'default';
  /** Key in `common:screens` used for the document title. */
  titleKey?: string;
  /**
   * On a phone the screen fills the window under the header and scrolls inside itself, with no
   * footer below it to scroll to (the chat).
   */
  fillsPhoneScreen?: boolean;
}

/** The meta of the deepest matched route that declares any. */
export function metaOf(matches: RouteMatch[] | null): RouteMeta {
  for (let i = (matches?.length ?? 0) - 1; i >= 0; i--) {
    const handle = matches?.[i]?.route.handle as RouteMeta | undefined;
    if (handle) return handle;
  }
  return {};
}

/** The current route's meta, given by `AppRoutes`. */
export const RouteMetaContext = createContext<RouteMeta>({});

export function useRouteMeta(): RouteMeta {
  return useContext(RouteMetaContext);
}
