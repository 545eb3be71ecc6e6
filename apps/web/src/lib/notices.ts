import type { MessageKey } from '@moim/contract/messages';
import { useSyncExternalStore } from 'react';
import i18n, { loadMessages } from './i18n.ts';

export type NoticeTone = 'success' | 'error' | 'info';

export interface Notice {
  id: number;
  text: string;
  tone: NoticeTone;
}

export interface NoticeOptions {
  /**
   * Also shown on the page the app goes to next: the notice of an action that ends by
   * navigating ('Sign-up completed!' on the way to sign-in). Without it a notice belongs to
   * the page that raised it and goes when the user leaves.
   */
  keepOnNextPage?: boolean;
}

interface Entry extends Notice {
  /** The page (path) it belongs to. */
  page: string | null;
  keepOnNextPage: boolean;
}

const DISPLAY_MS = 6000;
const listeners = new Set<() => void>();
let entries: Entry[] = [];
let notices: Notice[] = [];
let nextId = 1;
/** The page shown now, as the router reports it (null until it does). */
let currentPage: string | null = null;

function publish(next: Entry[]): void {
  entries = next;
  notices = entries.map(({ id, text, tone }) => ({ id, text, tone }));
  for (const listener of listeners) listener();
}

/** Where a notice stands on the current page: kept, carried over once, or gone. */
function settle(entry: Entry): Entry | null {
  if (entry.page === currentPage) return entry;
  if (entry.keepOnNextPage) return { ...entry, page: currentPage, keepOnNextPage: false };
  return null;
}

/**
 * The app shows `page` (a change of the query alone is the same page): notices of the page left go,
 * except one carried to this page.
 */
export function showNoticesOf(page: string): void {
  if (page === currentPage) return;
  currentPage = page;
  publish(entries.map(settle).filter((entry) => entry !== null));
}

export function dismissNotice(id: number): void {
  publish(entries.filter((n) => n.id !== id));
}

function add(text: string, tone: NoticeTone, page: string | null, options: NoticeOptions): void {
  const existing = entries.find((n) => n.text === text);
  if (existing) {
    // The same text already on screen is not repeated; it may now have to stay on the next page.
    if (options.keepOnNextPage && !existing.keepOnNextPage) {
      publish(entries.map((n) => (n === existing ? { ...n, keepOnNextPage: true } : n)));
    }
    return;
  }
  // Raised on a page the user has already left (a message that loaded late): not shown.
  const entry = settle({ id: nextId++, text, tone, page, keepOnNextPage: options.keepOnNextPage ?? false });
  if (!entry) return;
  publish([...entries, entry]);
  setTimeout(() => dismissNotice(entry.id), DISPLAY_MS);
}

/**
 * Shows a message in the page's live region: what the spec calls an alert. A mistake the
 * form shows beside its field is not also a notice.
 */
export function notify(text: string, tone: NoticeTone = 'info', options: NoticeOptions = {}): void {
  add(text, tone, currentPage, options);
}

/** Shows one of the contract's messages, loading them first where a screen has not. */
export function notifyMessage(key: MessageKey, tone: NoticeTone = 'info', options: NoticeOptions = {}): void {
  const page = currentPage;
  void loadMessages().then(() => add(i18n.t(`messages:${key}`), tone, page, options));
}

export function useNotices(): Notice[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notices,
    () => notices,
  );
}

/** Removes every notice and forgets the page (tests start from an empty region). */
export function clearNotices(): void {
  currentPage = null;
  publish([]);
}
