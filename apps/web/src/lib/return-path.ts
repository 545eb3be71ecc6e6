import { pathWithQuery, safeReturnPath } from '@moim/contract/return-path';
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams, type Location } from 'react-router';

/**
 * Where a sign-in goes back to: the `returnTo` query parameter of the sign-in and sign-up
 * screens, which they carry on to each other and through Google (the server keeps it in the
 * sign-in's signed state). Only a path of this site is followed (safeReturnPath), so a link
 * someone crafted cannot send a person who signs in to another site.
 */
const RETURN_TO = 'returnTo';

/** Going back to these after signing in would only show the sign-in again. */
const SIGN_IN_SCREENS = new Set(['/login', '/signin', '/createaccount', '/googlesignup']);

/**
 * A return path worth following: a path of this site that is not a sign-in screen, nor home
 * without anything to do there (home is where a sign-in goes anyway); else null.
 */
export function returnPathOf(value: string | null | undefined): string | null {
  const path = safeReturnPath(value);
  if (!path) return null;
  const pathname = path
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '')
    .toLowerCase();
  return SIGN_IN_SCREENS.has(pathname) || path === '/' ? null : path;
}

/** `path` with the return path added to its query (unchanged when there is none). */
export function withReturnPath(path: string, returnTo: string | null): string {
  return pathWithQuery(path, { [RETURN_TO]: returnTo ?? undefined });
}

/** The path, query and fragment of a location: where to come back to. */
export function pathOf(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** The return path this screen's address carries, if it is one to follow. */
export function useReturnPath(): string | null {
  const [searchParams] = useSearchParams();
  return returnPathOf(searchParams.get(RETURN_TO));
}

/**
 * Sends a visitor to sign in, to come back to the current page afterwards; `then` adds query
 * parameters to that return path (what to do once back, such as `like`).
 */
export function useSignInRedirect(): (then?: Record<string, string>) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (then?: Record<string, string>) => {
      const here = returnPathOf(pathOf(location));
      void navigate(withReturnPath('/logIn', then ? pathWithQuery(here ?? '/', then) : here));
    },
    [navigate, location],
  );
}
