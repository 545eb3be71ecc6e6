import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Another process (a server, `npm run dev`, the seed) has the PGlite folder open. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | undefined,
  ) {
    super(
      `The database folder ${dataDir} is in use by another Moim process${pid ? ` (process ${pid})` : ''}: ` +
        'a running server (npm start, npm run serve, npm run dev) or a seed. ' +
        'PGlite allows one process per folder: stop that one first, or use another DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * Where a folder's lock listens: a short name made from the folder's real path (socket paths are
 * limited to about 100 characters), so every process that opens the folder finds the same one.
 */
function lockAddress(dataDir: string): string {
  const resolved = path.resolve(dataDir);
  // The folder itself may not exist yet (PGlite creates it); its parent does.
  const real = path.join(fs.realpathSync(path.dirname(resolved)), path.basename(resolved));
  const hash = crypto.createHash('sha256').update(real).digest('hex').slice(0, 24);
  return process.platform === 'win32' ? `\\\\.\\pipe\\moim-${hash}` : path.join(os.tmpdir(), `moim-${hash}.sock`);
}

function listen(address: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    // Whoever knocks is told who holds the folder.
    const server = net.createServer((socket) => socket.end(`${process.pid}\n`));
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      server.unref();
      resolve(server);
    });
  });
}

/** The holder of a lock (its pid when it answers in time), or null when nobody listens. */
function probe(address: string): Promise<{ pid: number | undefined } | null> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(address);
    const done = (holder: { pid: number | undefined } | null) => {
      socket.destroy();
      resolve(holder);
    };
    // Connected but silent: the holder is busy (PGlite blocks its event loop during long queries).
    socket.setTimeout(1000, () => done({ pid: undefined }));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => done({ pid: Number.parseInt(answer, 10) || undefined }));
    socket.on('error', () => done(null));
  });
}

/**
 * Takes the PGlite folder for this process, or throws DataDirInUseError. The lock is a listening
 * local socket: the operating system closes it when the process ends, however it ends, so a
 * crashed server never leaves the folder locked (its leftover socket file answers nobody and is
 * replaced). Two processes writing one PGlite folder would corrupt it, and PGlite itself does not
 * stop the second.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const address = lockAddress(dataDir);
  let server: net.Server;
  try {
    server = await listen(address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const holder = await probe(address);
    if (holder) throw new DataDirInUseError(path.resolve(dataDir), holder.pid);
    fs.rmSync(address, { force: true });
    server = await listen(address);
  }
  return { release: () => new Promise((resolve) => server.close(() => resolve())) };
}
