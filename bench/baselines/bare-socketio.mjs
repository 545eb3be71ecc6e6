// The chat benchmark's baseline: Socket.IO alone doing the chat's fan-out, with no session, no
// database and no checks. `join` puts the socket in the room; `sendMessage` acknowledges a
// message of the app's shape and emits it to the room.
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const http = createServer();
const io = new Server(http, { path: '/socket.io', serveClient: false, transports: ['websocket', 'polling'] });
const sender = { id: 'baseline', userId: 'baseline', username: 'Baseline', profileImage: null };
let lastId = 0;

io.on('connection', (socket) => {
  socket.on('join', ({ roomId }, ack) => {
    socket.join(`room:${roomId}`);
    ack?.({ success: true });
  });
  socket.on('sendMessage', ({ roomId, content, clientId }, ack) => {
    const message = { id: ++lastId, content, roomId, timestamp: new Date().toISOString(), sender, clientId };
    // As the app does: acknowledged first, then the room is told.
    ack?.({ success: true, message });
    setImmediate(() => io.to(`room:${roomId}`).emit('newMessage', message));
  });
});

http.listen(Number(process.env.PORT), '127.0.0.1');
