import { Component, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { showNoticesOf } from '../lib/notices.ts';
import { metaOf, RouteMetaContext } from './route-meta.ts';
import { RouteErrorScreen } from './screens/RouteErrorScreen.tsx';

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

/**
 * In place of the whole app, the error screen when a screen fails to load (its code could not be
 * fetched) or to render; the next navigation (Back, say) tries again.
 */
class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean; location: Location }> {
  override state = { failed: false, location: this.props.location };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: boolean; location: Location }) {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }

  override render() {
    return this.state.failed ? <RouteErrorScreen /> : this.props.children;
  }
}

/**
 * The screen the address asks for, with its route's meta for the layout. React Router's
 * component routes (not its data router: decision 37); screens load lazily with `React.lazy`.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const element = useRoutes(routes, location);
  const meta = useMemo(() => metaOf(matchRoutes(routes, location)), [routes, location]);
  // A layout effect runs before any screen's effects: a notice a new screen raises belongs to it.
  useLayoutEffect(() => showNoticesOf(location.pathname), [location.pathname]);
  return (
    <RouteErrorBoundary location={location}>
      <RouteMetaContext value={meta}>{element}</RouteMetaContext>
    </RouteErrorBoundary>
  );
}
