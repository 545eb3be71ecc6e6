import { useSyncExternalStore } from 'react';

/** The spec's session storage keys: signed in means a token is kept. */
export const SESSION_KEYS = { token: 'token', userId: 'userId' } as const;
/** "Keep me logged in" also keeps the session here, so it outlives the browser. */
const PERSISTENT_KEY = 'moim.session';

export interface Session {
  token: string;
  userId: string;
}

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedSession: Session | null = null;

function readPersistent(): Session | null {
  try {
    const value = JSON.parse(localStorage.getItem(PERSISTENT_KEY) ?? 'null') as Partial<Session> | null;
    return value?.token && value.userId ? { token: value.token, userId: value.userId } : null;
  } catch {
    return null;
  }
}

function read(): Session | null {
  let token = sessionStorage.getItem(SESSION_KEYS.token);
  let userId = sessionStorage.getItem(SESSION_KEYS.userId);
  if (!token || !userId) {
    // A new browser session: restore a kept one.
    const kept = readPersistent();
    if (kept) {
      sessionStorage.setItem(SESSION_KEYS.token, kept.token);
      sessionStorage.setItem(SESSION_KEYS.userId, kept.userId);
      ({ token, userId } = kept);
    }
  }
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

/** Stores the session; `persistent` keeps it across browser restarts ("Keep me logged in"). */
export function setSession(session: Session, options: { persistent?: boolean } = {}): void {
  sessionStorage.setItem(SESSION_KEYS.token, session.token);
  sessionStorage.setItem(SESSION_KEYS.userId, session.userId);
  if (options.persistent) localStorage.setItem(PERSISTENT_KEY, JSON.stringify(session));
  else localStorage.removeItem(PERSISTENT_KEY);
  emit();
}

export function clearSession(): void {
  sessionStorage.removeItem(SESSION_KEYS.token);
  sessionStorage.removeItem(SESSION_KEYS.userId);
  localStorage.removeItem(PERSISTENT_KEY);
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
