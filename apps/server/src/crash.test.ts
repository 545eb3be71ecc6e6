import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHAT_RATE_LIMIT, type ChatAck, type ChatMessage } from '@moim/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { testJpeg } from './test/multipart.ts';
import { createTestDatabase } from './test/test-database.ts';

/**
 * What the server acknowledged survives a SIGKILL of its process, on PGlite (where the database
 * is the process) and on PostgreSQL (decision 44): sign-ups, an event, a join, a like and a
 * burst of chat messages, the process killed right after the last acknowledgement.
 */
const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-crash-'));
const database = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined;
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
      LOG_LEVEL: 'info',
      RATE_LIMIT_ADDRESS_FACTOR: '100',
      QUOTA_MESSAGES_PER_MINUTE: '1000',
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const address = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Moim is listening on (http:\/\/[^,;\s]+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => reject(new Error(`server exited early:\n${output}`)));
  });
  return { child, address, exited };
}

/** The sign-up code in the newest outbox mail to `email`. */
function codeMailedTo(email: string): string {
  const outbox = path.join(dataDir, 'outbox');
  for (const file of fs.readdirSync(outbox).sort().reverse()) {
    const mail = fs.readFileSync(path.join(outbox, file), 'utf8');
    const code = mail.includes(`To: ${email}`) ? /\b(\d{6})\b/.exec(mail)?.[1] : undefined;
    if (code) return code;
  }
  throw new Error(`no code was mailed to ${email}`);
}

describe('a killed server process', () => {
  it('loses nothing it acknowledged', async () => {
    let server = startServer();
    let base = await server.address;
    const call = async (method: string, url: string, body?: unknown, token?: string) => {
      const response = await fetch(`${base}/api${url}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
      return text ? (JSON.parse(text) as Record<string, unknown>) : {};
    };
    const signUp = async (userId: string) => {
      const email = `${userId}@example.com`;
      await call('POST', '/mail/sendVerification', { email });
      await call('POST', '/mail/verifyCode', { email, code: codeMailedTo(email) });
      const password = 'Secret12!';
      await call('POST', '/user/signUp', {
        username: userId,
        dob: '1995-04-01',
        gender: 'Female',
        email,
        userId,
        password,
        confirmPassword: password,
        nationality: 'KR',
      });
      return { userId, token: (await call('POST', '/user/signIn', { userId, password })).access_token as string };
    };

    const host = await signUp('crashhost');
    const guest = await signUp('crashguest');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await testJpeg())], { type: 'image/jpeg' }), 'photo.jpg');
    const uploaded = await fetch(`${base}/api/events/upload-image-postEvent`, {
      method: 'POST',
      headers: { authorization: `Bearer ${host.token}` },
      body: form,
    });
    const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
    const nextWeek = new Date(Date.now() + 7 * 24 * 3600_000).toISOString().slice(0, 10);
    const { event } = (await call(
      'POST',
      '/events/submit',
      {
        category: 'Social',
        type: 'FirstCome',
        name: 'Crash-proof picnic',
        date: nextWeek,
        time: '14:30',
        description: '<p>Still here after a crash</p>',
        minParticipants: 2,
        maxParticipants: 10,
        question: '',
        price: 0,
        mainImage: imageUrl,
        images: [imageUrl],
        location: '서울특별시 마포구 (Mapo-gu, Seoul)',
        locationDetail: 'Mangwon Hangang Park',
        latitude: 37.5663,
        longitude: 126.9019,
        userId: host.userId,
      },
      host.token,
    )) as { event: { id: number } };
    await call('POST', '/participants/createParticipant', { eventId: event.id, answer: '' }, guest.token);
    await call('POST', `/likes/${event.id}/like`, {}, guest.token);
    const rooms = (await call('GET', '/chatrooms/', undefined, guest.token)) as unknown as Array<{ id: number }>;
    const roomId = rooms[0]!.id;

    const open = async (token: string) => {
      const socket: Socket = connect(base, { transports: ['websocket'], auth: { token } });
      await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));
      return socket;
    };
    const sockets = [await open(guest.token), await open(host.token)];
    const ask = (socket: Socket, content: string) =>
      new Promise<ChatAck & { message?: ChatMessage }>((resolve) =>
        socket.emit('sendMessage', { roomId, content }, resolve),
      );
    // Sent together (as many as a person may send at once, CHAT_RATE_LIMIT), so the last
    // acknowledgements arrive while the writes before them are fresh.
    const acks = await Promise.all(
      sockets.flatMap((socket, who) =>
        Array.from({ length: CHAT_RATE_LIMIT }, (_, i) => ask(socket, `message ${who}.${i}`)),
      ),
    );
    server.child.kill('SIGKILL');
    for (const socket of sockets) socket.disconnect();
    await server.exited;
    const acknowledged = acks.map((ack) => {
      expect(ack).toMatchObject({ success: true });
      return ack.message!.id;
    });

    server = startServer();
    base = await server.address;
    try {
      const detail = await call('GET', `/events/getEvents/${event.id}`, undefined, guest.token);
      expect(detail).toMatchObject({ name: 'Crash-proof picnic', likesCount: 1, participantsCount: 2 });
      const room = (await call('GET', `/chatrooms/${roomId}`, undefined, guest.token)) as {
        messages: Array<{ id: number }>;
      };
      expect(room.messages.map((m) => m.id)).toEqual(expect.arrayContaining(acknowledged));
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }, 120_000);
});
