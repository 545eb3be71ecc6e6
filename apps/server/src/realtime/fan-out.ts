import type { ChatMessage } from '@moim/contract';
import type { ChatNamespace } from './socket-types.ts';

/** Sockets written to in one turn of the event loop (about 10 µs each). */
const FAN_OUT_SLICE = 64;

interface Job {
  namespace: ChatNamespace;
  socketIds: string[];
  next: number;
  message: ChatMessage;
}

export interface FanOut {
  /** Emits `newMessage` to this process's sockets in `room`, a slice per turn of the event loop. */
  emitMessage(namespace: ChatNamespace, room: string, message: ChatMessage): void;
}

/**
 * Writes an event to a big room's sockets a slice at a time, one slice per turn of the event loop,
 * so that a fan-out to a thousand sockets (about 10 ms of work) does not hold up acknowledgements,
 * reads and other requests for that long: they run between the slices. One queue for every room
 * and namespace, worked off in order, so each socket gets its events in the order they were sent.
 */
export function createFanOut(slice = FAN_OUT_SLICE): FanOut {
  const jobs: Job[] = [];
  let scheduled = false;

  function schedule(): void {
    if (scheduled || jobs.length === 0) return;
    scheduled = true;
    setImmediate(turn);
  }

  function turn(): void {
    scheduled = false;
    const job = jobs[0];
    if (job) {
      const socketIds = job.socketIds.slice(job.next, job.next + slice);
      job.next += slice;
      if (job.next >= job.socketIds.length) jobs.shift();
      // Every socket is in a room named by its id, so one emit encodes the packet once for the slice.
      job.namespace.local.to(socketIds).emit('newMessage', job.message);
    }
    schedule();
  }

  return {
    emitMessage(namespace, room, message) {
      const members = namespace.adapter.rooms.get(room);
      if (!members?.size) return;
      // Small rooms go at once, unless earlier events are still queued (they must arrive first).
      if (jobs.length === 0 && members.size <= slice) {
        namespace.local.to(room).emit('newMessage', message);
        return;
      }
      jobs.push({ namespace, socketIds: [...members], next: 0, message });
      schedule();
    },
  };
}
