// The flood benchmark's attacker, in a process of its own (forked by bench/flood.mjs), so that
// flooding as fast as it can does not delay the clock of the victim's requests.
//
// Told { type: 'start', url, address, token, roomId, messageId, hammerPath, only?, reconnect? }, it
// starts, all from the one loopback `address` (`only` names some of join, markRead, sendMessage,
// unknown, http; `reconnect: false` leaves a disconnected socket away):
//   - one socket per kind of event (`join` to rooms that do not exist, `markRead`, `sendMessage`,
//     and an event the server does not know), each sending that event, with an acknowledgement
//     asked for, as fast as the connection takes it, and connecting again at once whenever it is
//     disconnected or refused, as a real attacker would;
//   - one HTTP client sending `hammerPath` (signed in) over HAMMER_CONNECTIONS kept-alive
//     connections, each a new request as soon as the last one is answered.
// It answers { type: 'started' } once every socket has connected once. Told { type: 'stop' }, it
// stops them and answers { type: 'report', seconds, sockets, http }: for each socket what it sent,
// what the server let through to the event's handler, what it refused (`tooManyRequests`), how
// often it was connected, disconnected and refused a connection; the HTTP client's statuses.
//
// What was let through: the server answers a refusal at once, in the order the events arrive, and
// disconnects the socket right after the refusal that ends its budget. So every event up to the
// last refused one was read, and those of them not refused were let through (their own answers
// are mostly lost: their work ends after the disconnect). For the unknown event, letting through
// does nothing (no handler).
import http from 'node:http';
import WebSocket from 'ws';

const HAMMER_CONNECTIONS = 16;
/** Packets written per turn of the event loop, and how much may wait unsent before it pauses. */
const BATCH = 64;
const MAX_BUFFERED = 256 * 1024;
const FIRST_ROOM_THAT_DOES_NOT_EXIST = 2_000_000_000;

let running = false;
let startedAt;
/** Whether a socket connects again once disconnected (a real attacker would). */
let reconnect = true;
const attackers = [];
let hammer;

/** The events, one socket each: [kind, Socket.IO event, payload of the n-th]. */
function events({ roomId, messageId }) {
  return [
    ['join', 'join', (n) => ({ roomId: FIRST_ROOM_THAT_DOES_NOT_EXIST + (n % 100_000_000) })],
    ['markRead', 'markRead', () => ({ roomId, messageId })],
    ['sendMessage', 'sendMessage', (n) => ({ roomId, content: `flood ${n}` })],
    ['unknown', 'whatever', (n) => ({ n })],
  ];
}

/**
 * One attacking socket: a bare WebSocket speaking Engine.IO 4 / Socket.IO 5, as bench/chat-members.mjs
 * does (the server cannot tell it from socket.io-client, and it costs this process far less).
 */
function attack({ url, address, token }, [kind, event, payloadOf]) {
  const stats = {
    kind,
    sent: 0,
    letThrough: 0,
    answered: 0,
    refused: 0,
    connections: 0,
    serverDisconnects: 0,
    closes: 0,
    connectErrors: {},
    answers: {},
  };
  let n = 0;
  let onFirstConnect;
  const firstConnect = new Promise((resolve) => (onFirstConnect = resolve));
  let socket;

  const connect = () => {
    if (!running) return;
    const wsUrl = new URL('/socket.io/?EIO=4&transport=websocket', url);
    wsUrl.protocol = 'ws:';
    let connected = false;
    let ackId = 0;
    // This connection's refusals, the last refused event, and the events answered after it.
    let refusedHere = 0;
    let lastRefused = -1;
    const answeredIds = [];
    const current = new WebSocket(wsUrl, { perMessageDeflate: false, localAddress: address });
    socket = current;
    const flood = () => {
      if (!running || socket !== current || current.readyState !== WebSocket.OPEN || !connected) return;
      if (current.bufferedAmount < MAX_BUFFERED) {
        for (let i = 0; i < BATCH; i++) {
          current.send(`42${ackId++}${JSON.stringify([event, payloadOf(n++)])}`);
          stats.sent++;
        }
        setImmediate(flood);
      } else {
        setTimeout(flood, 1);
      }
    };
    let refusedWith;
    const refuse = (reason) => {
      refusedWith = reason;
      current.terminate();
    };
    current.on('message', (data) => {
      const packet = data.toString();
      if (packet === '2') {
        current.send('3'); // ping → pong
      } else if (packet.startsWith('0{')) {
        current.send(`40${JSON.stringify({ token })}`); // open → connect with the session
      } else if (packet.startsWith('40')) {
        connected = true;
        stats.connections++;
        onFirstConnect();
        flood();
      } else if (packet.startsWith('41')) {
        // Disconnected by the server: connect again at once, without waiting for the close.
        stats.serverDisconnects++;
        current.terminate();
      } else if (packet.startsWith('44')) {
        refuse(JSON.parse(packet.slice(2))?.data?.code ?? 'connect_error');
      } else if (packet.startsWith('43')) {
        const bracket = packet.indexOf('[');
        const id = Number(packet.slice(2, bracket));
        const [answer] = JSON.parse(packet.slice(bracket));
        const code = answer?.success ? 'success' : (answer?.code ?? 'other');
        stats.answers[code] = (stats.answers[code] ?? 0) + 1;
        if (code === 'tooManyRequests') {
          stats.refused++;
          refusedHere++;
          lastRefused = Math.max(lastRefused, id);
        } else {
          stats.answered++;
          answeredIds.push(id);
        }
      }
    });
    current.on('unexpected-response', (_request, response) => {
      refuse(`HTTP ${response.statusCode}`);
    });
    current.on('error', () => {}); // 'close' follows
    current.on('close', () => {
      stats.closes++;
      stats.letThrough += lastRefused + 1 - refusedHere + answeredIds.filter((id) => id > lastRefused).length;
      if (!connected) {
        const reason = refusedWith ?? 'closed before connecting';
        stats.connectErrors[reason] = (stats.connectErrors[reason] ?? 0) + 1;
      }
      if (reconnect || stats.connections === 0) setImmediate(connect);
    });
  };
  connect();
  return { stats, firstConnect, stop: () => socket?.terminate() };
}

/** The HTTP client: `path` again and again, as fast as the server answers. */
function hammerRoute({ url, address, token, hammerPath }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: HAMMER_CONNECTIONS, localAddress: address });
  const stats = { path: hammerPath, requests: 0, statuses: {} };
  const target = new URL(hammerPath, url);
  const once = () =>
    new Promise((resolve) => {
      const request = http.get(
        target,
        { agent, timeout: 10_000, headers: { accept: 'application/json', authorization: `Bearer ${token}` } },
        (response) => {
          response.resume();
          response.on('end', () => {
            stats.requests++;
            stats.statuses[response.statusCode] = (stats.statuses[response.statusCode] ?? 0) + 1;
            resolve();
          });
        },
      );
      request.on('timeout', () => request.destroy(Object.assign(new Error('timed out'), { code: 'timeout' })));
      request.on('error', (error) => {
        stats.statuses[error.code ?? 'error'] = (stats.statuses[error.code ?? 'error'] ?? 0) + 1;
        resolve();
      });
    });
  const loops = Array.from({ length: HAMMER_CONNECTIONS }, async () => {
    while (running) await once();
  });
  return { stats, done: Promise.all(loops).then(() => agent.destroy()) };
}

process.on('message', async (command) => {
  try {
    if (command.type === 'start') {
      running = true;
      startedAt = Date.now();
      reconnect = command.reconnect ?? true;
      const only = (kind) => !command.only || command.only.includes(kind);
      attackers.push(
        ...events(command)
          .filter(([kind]) => only(kind))
          .map((e) => attack(command, e)),
      );
      hammer = only('http') ? hammerRoute(command) : { stats: null, done: Promise.resolve() };
      await Promise.all(attackers.map((a) => a.firstConnect));
      process.send({ type: 'started' });
    } else if (command.type === 'stop') {
      running = false;
      for (const a of attackers) a.stop();
      await hammer.done;
      process.send({
        type: 'report',
        seconds: (Date.now() - startedAt) / 1000,
        sockets: attackers.map((a) => a.stats),
        http: hammer.stats,
      });
      attackers.length = 0;
    }
  } catch (error) {
    process.send({ type: 'error', message: error.message });
  }
});
