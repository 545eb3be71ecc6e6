// The chat benchmark's room members, in a process of their own (forked by bench/chat.mjs), so
// that receiving 30 000 messages a second does not delay the senders' clock or acknowledgements.
//
// Told { type: 'connect', members: [{ url, token }], roomId }: connects every member (a socket
// each), opens the room and answers { type: 'ready' }. Then it notes, for every `newMessage` whose
// content is `bench <n> <sentAt>`, how long it took from `sentAt` (both sides read
// performance.timeOrigin + performance.now(), the same clock). Told { type: 'report', messages }
// it answers once every member has every message 0…messages-1, or once none has come for 5 s,
// with the counts and the latencies.
import { performance } from 'node:perf_hooks';
import { openMemberSocket } from './lib/member-socket.mjs';

const now = () => performance.timeOrigin + performance.now();
/** Handshakes at once: a thousand in one burst would measure the burst, not the chat. */
const CONNECT_BATCH = 50;

let sockets = [];
let delivered = 0;
let duplicates = 0;
let latencies = [];
let firstAt = Infinity;
let lastAt = 0;
/** Per member, the messages it got (index n). */
let got = [];

/** One member: its socket (a bare WebSocket, see openMemberSocket), noting each bench message once. */
function connectMember(member, index, roomId) {
  return openMemberSocket({
    url: member.url,
    token: member.token,
    roomId,
    label: `member ${index}`,
    onPacket(packet) {
      if (!packet.startsWith('42[')) return;
      const at = now();
      const [event, message] = JSON.parse(packet.slice(2));
      if (event !== 'newMessage') return;
      const [tag, n, sentAt] = String(message.content).split(' ');
      if (tag !== 'bench') return;
      const seen = got[index];
      const k = Number(n);
      if (seen[k]) {
        duplicates++;
        return;
      }
      seen[k] = 1;
      delivered++;
      latencies.push(at - Number(sentAt));
      firstAt = Math.min(firstAt, Number(sentAt));
      lastAt = Math.max(lastAt, at);
    },
  });
}

async function connectAll({ members, roomId, messages }) {
  got = members.map(() => new Uint8Array(messages));
  for (let i = 0; i < members.length; i += CONNECT_BATCH) {
    const batch = members.slice(i, i + CONNECT_BATCH);
    sockets.push(...(await Promise.all(batch.map((member, j) => connectMember(member, i + j, roomId)))));
  }
}

/** Waits while messages still arrive (a late one is late, not lost), until 5 s pass without one. */
async function report(messages) {
  const expected = sockets.length * messages;
  let seen = -1;
  let quietSince = Date.now();
  while (delivered < expected && Date.now() - quietSince < 5000) {
    if (delivered !== seen) {
      seen = delivered;
      quietSince = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { expected, delivered, duplicates, latencies, firstAt, lastAt };
}

process.on('message', async (command) => {
  try {
    if (command.type === 'connect') {
      await connectAll(command);
      process.send({ type: 'ready' });
    } else if (command.type === 'report') {
      process.send({ type: 'report', ...(await report(command.messages)) });
      for (const socket of sockets) socket.close();
      sockets = [];
      delivered = 0;
      duplicates = 0;
      latencies = [];
      firstAt = Infinity;
      lastAt = 0;
    }
  } catch (error) {
    process.send({ type: 'error', message: error.message });
  }
});
