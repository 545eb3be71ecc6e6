import { useSyncExternalStore } from 'react';

/** The spec's session storage keys: signed in means a token is kept. */
export const SESSION_KEYS = { token: 'token', userId: 'userId' } as const;

export interface Session {
  token: string;
  userId: string;
}

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedSession: Session | null = null;

function read(): Session | null {
  const token = sessionStorage.getItem(SESSION_KEYS.token);
  const userId = sessionStorage.getItem(SESSION_KEYS.userId);
  const raw = token && userId ? `${token}\u0000${userId}` : null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = token && userId ? { token, userId } : null;
  }
  return cachedSession;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return read();
}

export function setSession(session: Session): void {
  sessionStorage.setItem(SESSION_KEYS.token, session.token);
  sessionStorage.setItem(SESSION_KEYS.userId, session.userId);
  emit();
}

export function clearSession(): void {
  sessionStorage.removeItem(SESSION_KEYS.token);
  sessionStorage.removeItem(SESSION_KEYS.userId);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in session, or null; re-renders when it changes. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
