import { useSyncExternalStore } from 'react';

/**
 * Who this browser believes is signed in. The session itself is the server's httpOnly cookie:
 * no token is ever kept where a script can read it (decision record 0012). Only the user id is
 * kept, in local storage, which every tab shares like the cookie, so all tabs agree. The
 * server has the last word: `GET /user/me` confirms the user, and a 401 ends the belief.
 */
export const USER_ID_KEY = 'userId';

/** Where earlier versions kept the token; cleared once, so no token outlives an upgrade. */
function forgetStoredTokens(): void {
  sessionStorage.removeItem('token');
  sessionStorage.removeItem('userId');
  localStorage.removeItem('moim.session');
}

export interface Session {
  userId: string;
}

const listeners = new Set<() => void>();
let cachedUserId: string | null = null;
let cachedSession: Session | null = null;

function read(): Session | null {
  const userId = localStorage.getItem(USER_ID_KEY) || null;
  if (userId !== cachedUserId) {
    cachedUserId = userId;
    cachedSession = userId ? { userId } : null;
  }
  return cachedSession;
}

function emit(): void {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  forgetStoredTokens();
  // Another tab signed in or out (the `storage` event reaches every tab but the one that wrote).
  window.addEventListener('storage', (event) => {
    if (event.key === USER_ID_KEY || event.key === null) emit();
  });
}

export function getSession(): Session | null {
  return read();
}

/** Records who signed in (the cookie the server set is the session). */
export function setSession(session: Session): void {
  leaving = false;
  localStorage.setItem(USER_ID_KEY, session.userId);
  emit();
}

/**
 * Whether the person is ending their session on purpose (deleting their account): then a page for
 * members that loses the session goes home, not to the sign-in screen (`RequireAuth`), even when
 * another request learns of the end before the one that ended it answers.
 */
let leaving = false;
export function setLeaving(on: boolean): void {
  leaving = on;
}
export const isLeaving = (): boolean => leaving;

export function clearSession(): void {
  localStorage.removeItem(USER_ID_KEY);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in session, or null; re-renders when it changes, in this tab or another. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
