import { CHAT_PAGE_SIZE, type ChatMessage } from '@moim/contract';
import { sameUserId } from '@moim/contract/user-ids';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { useClock } from '../../lib/clock.ts';
import { fetchRoom, markRoomRead, showMessageInList } from './api.ts';
import type { ChatConnection } from './connection.ts';
import { conversationReducer, initialConversation, newClientId, type PendingMessage } from './conversation-state.ts';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * One open room: its messages (the latest page, older pages on demand), what arrives live, one's
 * own messages on their way, and the catch-up after a reconnect. While connected the room is
 * joined first and then fetched (after the last message it has, once it has some), so nothing
 * sent in between is missed and nothing is shown twice.
 */
export function useConversation(
  connection: ChatConnection | null,
  roomId: number,
  { connected, onMessageFromOthers }: { connected: boolean; onMessageFromOthers: (message: ChatMessage) => void },
) {
  const { t } = useTranslation('messages');
  const clock = useClock();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(conversationReducer, initialConversation);
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  const onOthers = useRef(onMessageFromOthers);
  useEffect(() => {
    onOthers.current = onMessageFromOthers;
  });

  const failure = useCallback(
    (error: unknown) => (error instanceof ApiError ? error.message : t('common:errors.unexpected')),
    [t],
  );

  // Join (when connected), then fetch: everything, or what came after the last message shown.
  useEffect(() => {
    // The connection comes with the first effects; fetching before would fetch twice.
    if (!connection) return;
    const controller = new AbortController();
    const { signal } = controller;
    const sync = async () => {
      // What the room had before this (re)connection: a message that arrives meanwhile (live, or
      // one's own sent from the offline queue) must not move the catch-up past what was missed.
      const ready = latest.current.status === 'ready';
      const last = latest.current.messages.at(-1)?.id;
      if (connected) {
        const ack = await connection.join(roomId);
        if (signal.aborted) return;
        if (ack && !ack.success) {
          dispatch({ type: 'failed', error: ack.error });
          return;
        }
      }
      // Offline with the room on screen: nothing to fetch until the connection is back.
      if (ready && !connected) return;
      if (!ready || last === undefined) {
        dispatch({ type: 'loaded', detail: await fetchRoom(roomId, {}, signal) });
      } else {
        // Catch-up: page by page until a page is not full.
        let newest = last;
        for (;;) {
          const detail = await fetchRoom(roomId, { after: newest }, signal);
          dispatch({ type: 'loaded', detail });
          const pageEnd = detail.messages.at(-1)?.id;
          if (pageEnd === undefined) break;
          newest = pageEnd;
          if (detail.messages.length < CHAT_PAGE_SIZE) break;
        }
        if (newest !== last) connection.markRead(roomId, newest);
      }
      markRoomRead(queryClient, roomId);
    };
    sync().catch((error: unknown) => {
      if (!isAbort(error)) dispatch({ type: 'failed', error: failure(error) });
    });
    return () => {
      controller.abort();
      if (connected) connection.leave(roomId);
    };
  }, [connection, roomId, connected, queryClient, failure]);

  // Live messages of this room: shown (each once), read at once, and the list's preview follows.
  useEffect(() => {
    if (!connection) return;
    connection.openRoomId = roomId;
    const receive = (message: ChatMessage) => {
      if (message.roomId !== roomId) return;
      dispatch({ type: 'received', messages: [message] });
      showMessageInList(queryClient, message);
      connection.markRead(roomId, message.id);
      if (!sameUserId(message.sender.userId, connection.userId)) onOthers.current(message);
    };
    connection.socket.on('newMessage', receive);
    return () => {
      connection.socket.off('newMessage', receive);
      if (connection.openRoomId === roomId) connection.openRoomId = null;
    };
  }, [connection, roomId, queryClient]);

  const deliver = useCallback(
    async (message: Pick<PendingMessage, 'clientId' | 'content' | 'createdAt'>) => {
      if (!connection) return;
      const { clientId, content } = message;
      dispatch({ type: 'sending', message });
      const ack = await connection.send({ roomId, content, clientId });
      if (ack?.success) {
        dispatch({ type: 'sent', clientId, message: ack.message });
        showMessageInList(queryClient, ack.message);
      } else if (!ack && !connection.socket.connected) {
        // The connection went while it was on its way: sent again when it is back (the same
        // clientId, so the server stores it once even if the first one arrived).
        dispatch({ type: 'queued', message });
      } else {
        dispatch({ type: 'sendFailed', clientId, error: ack?.error ?? null });
      }
    },
    [connection, roomId, queryClient],
  );

  // Back online: what was written meanwhile is sent, one after the other, in the order written.
  useEffect(() => {
    if (!connected || !connection) return;
    let stopped = false;
    void (async () => {
      // Read again after each send: a message written meanwhile waits behind the others.
      for (;;) {
        const next = latest.current.pending.find((p) => p.status === 'queued');
        if (!next || stopped || !connection.socket.connected) return;
        await deliver(next);
      }
    })();
    return () => {
      stopped = true;
    };
  }, [connected, connection, deliver]);

  /**
   * Sends a message: shown at once as on its way, or, while offline, as waiting for the
   * connection (sent when it is back). Blank text is not sent.
   */
  const send = useCallback(
    (text: string) => {
      const content = text.trim();
      if (!content) return;
      const message = { clientId: newClientId(), content, createdAt: clock().toISOString() };
      const queue = !connected || latest.current.pending.some((p) => p.status === 'queued');
      if (queue) dispatch({ type: 'queued', message });
      else void deliver(message);
    },
    [clock, deliver, connected],
  );

  /** Sends a failed message again with the same clientId, so the server stores it once. */
  const retry = useCallback(
    (clientId: string) => {
      const message = latest.current.pending.find((p) => p.clientId === clientId);
      if (!message) return;
      void deliver(message);
    },
    [deliver],
  );

  const loadOlder = useCallback(() => {
    const { hasOlder, loadingOlder, messages } = latest.current;
    const first = messages[0]?.id;
    if (!hasOlder || loadingOlder || first === undefined) return;
    dispatch({ type: 'olderLoading' });
    fetchRoom(roomId, { before: first }).then(
      (detail) => dispatch({ type: 'olderLoaded', detail }),
      () => dispatch({ type: 'olderFailed' }),
    );
  }, [roomId]);

  return { state, send, retry, loadOlder };
}
