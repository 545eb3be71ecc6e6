import { useMatches } from 'react-router';

/** What a route tells the layout (the spec's route meta flags). */
export interface RouteMeta {
  /** Hides header and footer (sign-in and account screens). */
  hideChrome?: boolean;
  /** The main header variant (home and the events list). */
  headerVariant?: 'main' | 'default';
  /** Key in `common:screens` used for the document title. */
  titleKey?: string;
}

/** The meta of the deepest matched route that declares any. */
export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteMeta | undefined;
    if (handle) return handle;
  }
  return {};
}
