// What the chat benchmarks (chat.mjs, chat-rooms.mjs) share: their database and the servers they
// measure. Their members' sockets are in member-socket.mjs.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fmt, httpOk, onCleanup, say, serverEnv, start, startPostgres, waitFor } from './harness.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * BENCH_DATABASE_URL's PostgreSQL, or a PostgreSQL 15 cluster of its own in `tmp`: its URL, its
 * postmaster's pid (undefined for BENCH_DATABASE_URL's) and a small pool on it, closed at the end.
 */
export async function chatDatabase(tmp, pg) {
  let url = process.env.BENCH_DATABASE_URL;
  let pid;
  if (url) {
    say('Using BENCH_DATABASE_URL.');
  } else {
    ({ url, pid } = await startPostgres(tmp));
    say(`PostgreSQL 15 started on ${new URL(url).host} (temporary cluster).`);
  }
  const db = new pg.Pool({ connectionString: url, max: 2 });
  onCleanup(() => db.end());
  return { url, pid, db };
}

/**
 * The built server (`entry`) on `port`, its data in `tmp/<name>`, signing with `secret`, taking
 * `sockets` connections from the one address every benchmark client comes from; `nodeArgs` go to
 * Node. Resolves once it answers its health check.
 */
export async function startAppServer({ name, entry, port, databaseUrl, tmp, secret, sockets, nodeArgs = [] }) {
  const dataDir = path.join(tmp, name);
  fs.mkdirSync(dataDir);
  const server = start(name, process.execPath, [...nodeArgs, entry], {
    cwd: ROOT,
    env: serverEnv({ port, databaseUrl, dataDir, secret }, { SOCKET_MAX_CONNECTIONS_PER_ADDRESS: String(sockets) }),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(name === 'server-a' ? 'the server' : `the server ${name}`, httpOk(`${url}/api/health`), 60_000, server);
  return { server, url };
}

/** bench/baselines/bare-socketio.mjs on `port`: Socket.IO alone doing the chat's fan-out. */
export async function startBareSocketIo(port) {
  const server = start('bare-socketio', process.execPath, [path.join(ROOT, 'bench/baselines/bare-socketio.mjs')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    'bare Socket.IO',
    async () => (await fetch(`${url}/socket.io/?EIO=4&transport=polling`)).ok,
    20_000,
    server,
  );
  return { server, url };
}

/**
 * A members' process (`file` under bench/, forked) and `ask`: sends it a command and resolves with
 * its answer of type `answer` (rejects on its `error`).
 */
export function forkMembers(file) {
  const child = fork(path.join(ROOT, 'bench', file), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  onCleanup(() => child.kill());
  const ask = (command, answer) =>
    new Promise((resolve, reject) => {
      const onMessage = (message) => {
        if (message.type === 'error') reject(new Error(message.message));
        else if (message.type === answer) resolve(message);
        else return;
        child.off('message', onMessage);
      };
      child.on('message', onMessage);
      child.send(command);
    });
  return { child, ask };
}

/**
 * Says each check ([result, what, ok, target]) as PASS or FAIL, then how many missed and how long
 * the run took, and warns when other processes were busy during a case. Answers how many missed.
 */
export function sayChecks(checks, results, startedAt) {
  let missed = 0;
  for (const [r, what, ok, target] of checks) {
    if (!ok) missed++;
    say(`  ${ok ? 'PASS' : 'FAIL'}  ${r.case}: ${what} ${target}`);
  }
  say();
  say(
    `${missed === 0 ? 'Every target met.' : `${missed} target(s) missed.`} Total time ${fmt((Date.now() - startedAt) / 1000)} s.`,
  );
  if (results.some((r) => r.othersCores > 0.1)) {
    say(
      'Note: other processes used more than 10% of a core during a case ("other CPU"): run again on a quiet machine.',
    );
  }
  return missed;
}
