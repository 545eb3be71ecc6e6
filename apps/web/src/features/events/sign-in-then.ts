import { useCallback } from 'react';
import { useSignInRedirect } from '../../lib/return-path.ts';

/**
 * What a visitor pressed before being sent to sign in: Like, or Join Now. Once they are back,
 * signed in (with a password, the sign-up or Google), it is done for them, once: the like is
 * added, or the join screen opens (decision 0049).
 *
 * The return path carries it as `?like={id}` or `?join={id}`, so it survives every way of
 * signing in, the Google round trip included. This tab's session storage holds the same, set by
 * the press: a link someone made up with `?like=7` does nothing by itself, and a press is
 * carried out once, since the first reading takes it away.
 */
export type AfterSignIn = 'like' | 'join';
export const AFTER_SIGN_IN: readonly AfterSignIn[] = ['like', 'join'];
const STORAGE_KEY = 'moim.afterSignIn';

/** Sends a visitor to sign in, to come back here and have `kind` done for event `eventId`. */
export function useSignInThen(): (kind: AfterSignIn, eventId: number) => void {
  const signInAndComeBack = useSignInRedirect();
  return useCallback(
    (kind, eventId) => {
      sessionStorage.setItem(STORAGE_KEY, `${kind}:${eventId}`);
      signInAndComeBack({ [kind]: String(eventId) });
    },
    [signInAndComeBack],
  );
}

/** The press this tab remembered, taken away so it is done once; null when there was none. */
export function takePress(): string | null {
  const press = sessionStorage.getItem(STORAGE_KEY);
  sessionStorage.removeItem(STORAGE_KEY);
  return press;
}
