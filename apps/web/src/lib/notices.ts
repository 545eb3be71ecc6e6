import type { MessageKey } from '@moim/contract/messages';
import { useSyncExternalStore } from 'react';
import i18n, { loadMessages } from './i18n.ts';

export type NoticeTone = 'success' | 'error' | 'info';

export interface Notice {
  id: number;
  text: string;
  tone: NoticeTone;
}

const DISPLAY_MS = 6000;
const listeners = new Set<() => void>();
let notices: Notice[] = [];
let nextId = 1;

function emit(): void {
  for (const listener of listeners) listener();
}

export function dismissNotice(id: number): void {
  notices = notices.filter((n) => n.id !== id);
  emit();
}

/**
 * Shows a message in the page's live region: what the spec calls an alert.
 * The same text already on screen is not repeated.
 */
export function notify(text: string, tone: NoticeTone = 'info'): void {
  if (notices.some((n) => n.text === text)) return;
  const notice = { id: nextId++, text, tone };
  notices = [...notices, notice];
  emit();
  setTimeout(() => dismissNotice(notice.id), DISPLAY_MS);
}

/** Shows one of the contract's messages, loading them first where a screen has not. */
export function notifyMessage(key: MessageKey, tone: NoticeTone = 'info'): void {
  void loadMessages().then(() => notify(i18n.t(`messages:${key}`), tone));
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

/** Removes every notice (tests start from an empty region). */
export function clearNotices(): void {
  notices = [];
  emit();
}
