#!/usr/bin/env node
// Finds free TCP ports on loopback, so that test runs (and other programs) on one machine do not
// collide over fixed ports. Each port is taken by listening on port 0, and all are held until
// every one is known, so none repeats.
// Usage: node scripts/free-ports.mjs [count]   prints the ports separated by spaces
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** `count` distinct ports that nothing listened on a moment ago. */
async function freePorts(count) {
  const servers = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = net.createServer();
      servers.push(server);
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
      });
    }
    return servers.map((server) => server.address().port);
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const count = Number(process.argv[2] ?? 1);
  if (!Number.isInteger(count) || count < 1) {
    console.error('usage: node scripts/free-ports.mjs [count]');
    process.exit(2);
  }
  console.log((await freePorts(count)).join(' '));
}
