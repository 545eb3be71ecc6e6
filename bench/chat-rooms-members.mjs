// The many-rooms chat benchmark's people, in a process of their own (bench/chat-rooms.mjs forks
// two), so that their sending and receiving do not delay the benchmark's clock.
//
// Told { type: 'connect', members: [{ url, token, roomId }] }: connects every member (a socket
// each, speaking Engine.IO 4 / Socket.IO 5 over a bare WebSocket: lib/member-socket.mjs),
// opens its room and answers { type: 'ready' }. Told { type: 'send', tag, count, rate }: its
// members take turns sending `count` messages at `rate` a second, each `<tag> <id> <sentAt>`, and
// it answers { type: 'sent', sent: [[id, member index]], acks, failures, refused } once every send
// is acknowledged or has waited 10 s for it. Every `newMessage` a member gets (but its own) is
// noted with how long it took from `sentAt` (both sides read performance.timeOrigin +
// performance.now(), the same clock). Told { type: 'report', tag, expected }, it waits until it
// has `expected` deliveries of that tag or none has come for 5 s, and answers { type: 'report',
// deliveries: [[id, count]], duplicates, latencies }.
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { openMemberSocket } from './lib/member-socket.mjs';

const now = () => performance.timeOrigin + performance.now();
/** Handshakes at once: ten thousand in one burst would measure the burst, not the chat. */
const CONNECT_BATCH = 100;
/** Tells this process's messages from the other's. */
const PROCESS_TAG = crypto.randomBytes(3).toString('hex');

/** Per member: its socket, its room, and the ids of the messages it got. */
let members = [];
/** By tag: deliveries per message id, duplicates, and send → receipt times. */
let received = new Map();
/** Pending acknowledgements by Socket.IO ack id, per member: the resolve of each. */
let nextAck = 1;

function tally(tag) {
  let entry = received.get(tag);
  if (!entry) {
    entry = { deliveries: new Map(), duplicates: 0, latencies: [], total: 0 };
    received.set(tag, entry);
  }
  return entry;
}

async function connectMember({ url, token, roomId }, index) {
  const member = { socket: null, roomId, seen: new Set(), acks: new Map(), sent: new Set() };
  member.socket = await openMemberSocket({
    url,
    token,
    roomId,
    label: `member ${index}`,
    onPacket(packet) {
      if (packet.startsWith('43')) {
        const ackId = /^43(\d+)/.exec(packet);
        const settle = ackId && member.acks.get(Number(ackId[1]));
        if (!settle) return;
        member.acks.delete(Number(ackId[1]));
        settle(JSON.parse(packet.slice(ackId[0].length))[0]);
        return;
      }
      if (!packet.startsWith('42[')) return;
      const at = now();
      const [event, message] = JSON.parse(packet.slice(2));
      if (event !== 'newMessage') return;
      const [tag, id, sentAt] = String(message.content).split(' ');
      if (!id || member.sent.has(id)) return; // its own message
      const entry = tally(tag);
      if (member.seen.has(id)) {
        entry.duplicates++;
        return;
      }
      member.seen.add(id);
      entry.deliveries.set(id, (entry.deliveries.get(id) ?? 0) + 1);
      entry.total++;
      entry.latencies.push(at - Number(sentAt));
    },
  });
  return member;
}

async function connectAll(list) {
  for (let i = 0; i < list.length; i += CONNECT_BATCH) {
    const batch = list.slice(i, i + CONNECT_BATCH);
    members.push(...(await Promise.all(batch.map((member, j) => connectMember(member, i + j)))));
  }
}

/** One message from a member, resolved with its acknowledgement time (or its refusal). */
function sendOne(member, tag, n) {
  const id = `${PROCESS_TAG}-${tag}-${n}`;
  member.sent.add(id);
  const ackId = nextAck++;
  const sentAt = now();
  const content = `${tag} ${id} ${sentAt}`;
  const clientId = `${tag}-${id}-${crypto.randomUUID()}`;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      member.acks.delete(ackId);
      resolve({ id, roomId: member.roomId, failure: 'no acknowledgement within 10 s' });
    }, 10_000);
    member.acks.set(ackId, (ack) => {
      clearTimeout(timer);
      resolve(
        ack?.success
          ? { id, roomId: member.roomId, ackMs: now() - sentAt }
          : { id, roomId: member.roomId, failure: ack?.error ?? 'refused', refused: true },
      );
    });
    member.socket.send(`42${ackId}${JSON.stringify(['sendMessage', { roomId: member.roomId, content, clientId }])}`);
  });
}

/** `count` messages at `rate` a second, the members taking turns from `offset` on. */
async function sendAll({ tag, count, rate, offset = 0 }) {
  const interval = 1000 / rate;
  const startedAt = now();
  const pending = [];
  for (let n = 0; n < count; n++) {
    const wait = startedAt + n * interval - now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const index = (offset + n) % members.length;
    pending.push(sendOne(members[index], tag, n).then((result) => ({ ...result, index })));
  }
  const results = await Promise.all(pending);
  return {
    // A send without an answer may still be stored and delivered: its room should get it.
    sent: results.filter((r) => !r.refused).map((r) => [r.id, r.index]),
    acks: results.filter((r) => r.ackMs !== undefined).map((r) => r.ackMs),
    failures: results.filter((r) => r.failure).map((r) => r.failure),
    refused: results.filter((r) => r.refused).length,
  };
}

/** Waits while deliveries of `tag` still arrive, until `expected` of them or 5 s without one. */
async function report({ tag, expected }) {
  const entry = tally(tag);
  let seen = -1;
  let quietSince = Date.now();
  while (entry.total < expected && Date.now() - quietSince < 5000) {
    if (entry.total !== seen) {
      seen = entry.total;
      quietSince = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { deliveries: [...entry.deliveries], duplicates: entry.duplicates, latencies: entry.latencies };
}

process.on('message', async (command) => {
  try {
    if (command.type === 'connect') {
      await connectAll(command.members);
      process.send({ type: 'ready' });
    } else if (command.type === 'send') {
      process.send({ type: 'sent', ...(await sendAll(command)) });
    } else if (command.type === 'report') {
      process.send({ type: 'report', ...(await report(command)) });
    } else if (command.type === 'close') {
      for (const { socket } of members) socket.close();
      members = [];
      received = new Map();
      process.send({ type: 'closed' });
    }
  } catch (error) {
    process.send({ type: 'error', message: error.message });
  }
});
