// The load balancer of the end-to-end run on PostgreSQL: each request (and each WebSocket
// upgrade) goes to the next server process in turn, as a balancer without sticky sessions does.
import http from 'node:http';
import net from 'node:net';

/**
 * A request naming a backend (`a`, `b`…) in this header, or in this cookie (which a browser
 * sends with its WebSocket too), goes there: tests use it to act on a chosen process. Every
 * answer names the process in the header.
 */
export const BACKEND_HEADER = 'x-moim-backend';
export const BACKEND_COOKIE = 'e2e_backend';

export interface Backend {
  name: string;
  port: number;
}

/** Starts the proxy on `port` in front of `backends`; resolves with its stop. */
export async function startRoundRobinProxy(port: number, backends: Backend[]): Promise<() => Promise<void>> {
  let turn = 0;
  const choose = (headers: http.IncomingHttpHeaders): Backend => {
    const cookie = new RegExp(`(?:^|;\\s*)${BACKEND_COOKIE}=(\\w+)`).exec(headers.cookie ?? '')?.[1];
    const named = backends.find((backend) => backend.name === (headers[BACKEND_HEADER] ?? cookie));
    return named ?? backends[turn++ % backends.length]!;
  };

  const server = http.createServer((request, response) => {
    const backend = choose(request.headers);
    const forwarded = http.request(
      { host: '127.0.0.1', port: backend.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        // Which process answered, for the tests that check it.
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, [BACKEND_HEADER]: backend.name });
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });

  // A WebSocket stays with the process it was upgraded on: the raw connection is joined to it.
  server.on('upgrade', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const backend = choose(request.headers);
    const upstream = net.connect(backend.port, '127.0.0.1', () => {
      const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
      for (let i = 0; i < request.rawHeaders.length; i += 2)
        lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    const close = () => {
      upstream.destroy();
      client.destroy();
    };
    upstream.on('error', close);
    client.on('error', close);
    upstream.on('close', close);
    client.on('close', close);
  });

  const sockets = new Set<net.Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
}
