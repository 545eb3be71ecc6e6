import { describe, expect, it } from 'vitest';
import {
  conversationReducer,
  initialConversation,
  mergeMessages,
  type ConversationState,
} from './conversation-state.ts';
import { aMessage, alice, aRoomDetail } from './test/fixtures.ts';

const ids = (state: ConversationState) => state.messages.map((m) => m.id);

describe('the conversation state', () => {
  it('merges messages oldest first, each id once', () => {
    const merged = mergeMessages([aMessage(1), aMessage(3)], [aMessage(3), aMessage(2), aMessage(4), aMessage(2)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    const same = [aMessage(1)];
    expect(mergeMessages(same, [aMessage(1)])).toBe(same);
  });

  it('keeps what older pages and catch-up pages bring, without duplicates', () => {
    let state = conversationReducer(initialConversation, {
      type: 'loaded',
      detail: aRoomDetail(1, [aMessage(5), aMessage(6)], { hasOlder: true }),
    });
    state = conversationReducer(state, { type: 'received', messages: [aMessage(7)] });
    // A catch-up page (after 6) overlapping what arrived live; it says nothing about older ones.
    state = conversationReducer(state, { type: 'loaded', detail: aRoomDetail(1, [aMessage(7), aMessage(8)]) });
    expect(state.hasOlder).toBe(true);
    state = conversationReducer(state, {
      type: 'olderLoaded',
      detail: aRoomDetail(1, [aMessage(4)], { hasOlder: false }),
    });
    expect(ids(state)).toEqual([4, 5, 6, 7, 8]);
    expect(state.hasOlder).toBe(false);
  });

  it('replaces one’s own message on its way by the stored one, whether the echo or the acknowledgement comes first', () => {
    const base = conversationReducer(initialConversation, { type: 'loaded', detail: aRoomDetail(1, []) });
    const sending = conversationReducer(base, {
      type: 'sending',
      message: { clientId: 'c1', content: 'Hi', createdAt: '2026-11-25T06:00:00.000Z' },
    });
    expect(sending.pending).toEqual([expect.objectContaining({ clientId: 'c1', status: 'sending' })]);
    const stored = aMessage(9, { content: 'Hi', sender: alice, clientId: 'c1' });

    const echoFirst = conversationReducer(conversationReducer(sending, { type: 'received', messages: [stored] }), {
      type: 'sent',
      clientId: 'c1',
      message: stored,
    });
    const ackFirst = conversationReducer(
      conversationReducer(sending, { type: 'sent', clientId: 'c1', message: { ...stored, clientId: undefined } }),
      { type: 'received', messages: [stored] },
    );
    for (const state of [echoFirst, ackFirst]) {
      expect(ids(state)).toEqual([9]);
      expect(state.pending).toEqual([]);
    }
  });

  it('marks a failed send and sends it again under the same clientId', () => {
    let state = conversationReducer(initialConversation, {
      type: 'sending',
      message: { clientId: 'c1', content: 'Hi', createdAt: '2026-11-25T06:00:00.000Z' },
    });
    state = conversationReducer(state, { type: 'sendFailed', clientId: 'c1', error: 'Too fast' });
    expect(state.pending).toEqual([expect.objectContaining({ clientId: 'c1', status: 'failed', error: 'Too fast' })]);
    state = conversationReducer(state, { type: 'sending', message: state.pending[0]! });
    expect(state.pending).toEqual([expect.objectContaining({ clientId: 'c1', status: 'sending', error: null })]);
  });

  it('keeps a room on screen when a later fetch fails', () => {
    const ready = conversationReducer(initialConversation, { type: 'loaded', detail: aRoomDetail(1, [aMessage(1)]) });
    expect(conversationReducer(ready, { type: 'failed', error: 'Offline' })).toBe(ready);
    expect(conversationReducer(initialConversation, { type: 'failed', error: 'Not a member' })).toMatchObject({
      status: 'error',
      error: 'Not a member',
    });
  });
});
