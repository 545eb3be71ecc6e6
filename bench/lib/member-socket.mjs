// A chat benchmark member's socket, for the members' processes (chat-members.mjs,
// chat-rooms-members.mjs).
import WebSocket from 'ws';

/**
 * A member's socket: a bare WebSocket speaking Engine.IO 4 / Socket.IO 5 (the packets
 * socket.io-client sends), not socket.io-client itself, which costs a client process many times
 * more CPU per message; the server cannot tell them apart. It answers pings, connects with the
 * token, opens the room, and resolves with the socket once the room is open; every other packet
 * (the room's messages, acknowledgements) goes to `onPacket`. Rejects with `label` on a refusal.
 */
export function openMemberSocket({ url, token, roomId, label, onPacket }) {
  return new Promise((resolve, reject) => {
    const address = new URL('/socket.io/?EIO=4&transport=websocket', url);
    address.protocol = address.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(address, { perMessageDeflate: false });
    let open = false;
    const fail = (message) => {
      reject(new Error(`${label}: ${message}`));
      socket.terminate();
    };
    socket.on('error', (error) => fail(error.message));
    socket.on('message', (data) => {
      const packet = data.toString();
      if (packet === '2') {
        socket.send('3'); // ping → pong
      } else if (!open && packet.startsWith('0{')) {
        socket.send(`40${JSON.stringify({ token })}`); // open → connect with auth
      } else if (!open && packet.startsWith('40')) {
        socket.send(`420${JSON.stringify(['join', { roomId }])}`); // connected → join, ack id 0
      } else if (!open && packet.startsWith('44')) {
        fail(`connect_error ${packet.slice(2)}`);
      } else if (!open && packet.startsWith('430')) {
        const [ack] = JSON.parse(packet.slice(3));
        if (!ack?.success) return fail(`could not open the room: ${JSON.stringify(ack)}`);
        open = true;
        resolve(socket);
      } else {
        onPacket(packet);
      }
    });
  });
}
