import fs from 'node:fs';
import path from 'node:path';

/** Another process has the PGlite folder open: two writers on one folder lose acknowledged writes. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly lockFile: string,
  ) {
    super(
      `The database folder ${dataDir} is in use by another process (pid ${pid}). ` +
        'Stop that process first (a running "npm start" or "npm run dev", for example), or set DATABASE_URL ' +
        'to share a PostgreSQL database between processes. ' +
        `(Lock file: ${lockFile}; it is taken over once process ${pid} no longer runs.)`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Lock files this process holds, removed if it exits without closing the database. */
const held = new Set<string>();
process.on('exit', () => {
  for (const lockFile of held) removeIfOurs(lockFile);
});

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function removeIfOurs(lockFile: string): void {
  held.delete(lockFile);
  if (readPid(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
}

/**
 * Takes the folder's lock file (`<dataDir>.lock`, holding the process id) or throws
 * DataDirInUseError naming the process that has it. A lock whose process no longer runs is
 * stale and taken over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  if (held.has(lockFile)) throw new DataDirInUseError(dataDir, process.pid, lockFile);
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  // Written whole, then linked into place: the link fails when a lock exists (like O_EXCL), and
  // nobody ever reads a half-written lock.
  const mine = `${lockFile}.${process.pid}`;
  fs.writeFileSync(mine, `${process.pid}\n`);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        fs.linkSync(mine, lockFile);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 10) throw error;
      }
      const owner = readPid(lockFile);
      if (owner === undefined) continue;
      // Our own id in a lock we do not hold is left from an earlier process that had it (containers reuse ids).
      if (owner !== process.pid && isRunning(owner)) throw new DataDirInUseError(dataDir, owner, lockFile);
      // Stale: moved aside (only one process can move it), then taken with the link again.
      const stale = `${lockFile}.stale.${process.pid}`;
      try {
        fs.renameSync(lockFile, stale);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      // Another process took it over in between: its lock goes back (and refuses us next round).
      if (readPid(stale) !== owner) {
        try {
          fs.linkSync(stale, lockFile);
        } catch {
          // A third process has linked its own in the meantime.
        }
      }
      fs.rmSync(stale, { force: true });
    }
  } finally {
    fs.rmSync(mine, { force: true });
  }
  held.add(lockFile);
  return () => removeIfOurs(lockFile);
}
