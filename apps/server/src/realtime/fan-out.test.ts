import type { ChatMessage } from '@moim/contract';
import { describe, expect, it } from 'vitest';
import { createFanOut } from './fan-out.ts';
import type { ChatNamespace } from './socket-types.ts';

/** A namespace whose room holds `size` sockets; records each emit with the sockets it reached. */
function fakeNamespace(size: number) {
  const ids = Array.from({ length: size }, (_, i) => `s${i}`);
  const emits: Array<{ to: string[]; event: string; payload: unknown }> = [];
  const namespace = {
    adapter: { rooms: new Map([['room:1', new Set(ids)]]) },
    local: {
      to: (target: string | string[]) => ({
        emit: (event: string, payload: unknown) => {
          emits.push({ to: typeof target === 'string' ? [...ids] : target, event, payload });
          return true;
        },
      }),
    },
  } as unknown as ChatNamespace;
  return { namespace, emits, ids };
}

/** Message `id` of room 1. */
const message = (id: number): ChatMessage => ({
  id,
  content: `m${id}`,
  roomId: 1,
  timestamp: '2025-01-01T00:00:00.000Z',
  sender: { id: 'u1', userId: 'ana', username: 'Ana', profileImage: null },
});

/** Lets the event loop turn until every queued slice is written (one slice per turn), however busy the machine. */
const settle = async () => {
  for (let turn = 0; turn < 100; turn += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe('fan-out', () => {
  it('writes a small room at once', () => {
    const { namespace, emits } = fakeNamespace(10);
    createFanOut(64).emitMessage(namespace, 'room:1', message(1));
    expect(emits).toHaveLength(1);
    expect(emits[0]?.to).toHaveLength(10);
  });

  it('writes a big room a slice per turn, letting other work run in between', async () => {
    const { namespace, emits, ids } = fakeNamespace(1000);
    const fanOut = createFanOut(64);
    fanOut.emitMessage(namespace, 'room:1', message(1));
    let slicesBeforeOtherWork = -1;
    setImmediate(() => (slicesBeforeOtherWork = emits.length));
    await settle();
    expect(slicesBeforeOtherWork).toBeGreaterThanOrEqual(0);
    expect(slicesBeforeOtherWork).toBeLessThan(3);
    expect(emits.every((e) => e.to.length <= 64)).toBe(true);
    expect(emits.flatMap((e) => e.to).sort()).toEqual([...ids].sort());
  });

  it('keeps each socket’s events in the order they were sent', async () => {
    const { namespace, emits } = fakeNamespace(300);
    const fanOut = createFanOut(64);
    for (let id = 1; id <= 5; id += 1) fanOut.emitMessage(namespace, 'room:1', message(id));
    await settle();
    const seen = new Map<string, number[]>();
    for (const e of emits)
      for (const socketId of e.to)
        seen.set(socketId, [...(seen.get(socketId) ?? []), (e.payload as { id: number }).id]);
    expect(seen.size).toBe(300);
    for (const order of seen.values()) expect(order).toEqual([1, 2, 3, 4, 5]);
  });

  it('does not let a small room overtake a big one still being written', async () => {
    const big = fakeNamespace(200);
    const fanOut = createFanOut(64);
    fanOut.emitMessage(big.namespace, 'room:1', message(1));
    const small = fakeNamespace(3);
    fanOut.emitMessage(small.namespace, 'room:1', message(2));
    expect(small.emits).toHaveLength(0);
    await settle();
    expect(small.emits).toHaveLength(1);
  });
});
