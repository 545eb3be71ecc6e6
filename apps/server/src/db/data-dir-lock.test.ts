import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-lock-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

let folders = 0;
const newDataDir = () => path.join(root, `data${++folders}`, 'pglite');

/** Another process that takes the folder's lock and keeps it until killed. */
async function holdInAnotherProcess(dataDir: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import { lockDataDir } from './src/db/data-dir-lock.ts';
       lockDataDir(${JSON.stringify(dataDir)});
       console.log('locked');
       setInterval(() => {}, 1000);`,
    ],
    { cwd: serverDir, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.once('exit', () => reject(new Error('the holder exited early')));
  });
  return child;
}

describe('the PGlite folder lock', () => {
  it('refuses a second opener while another process has the folder, naming the folder and the pid', async () => {
    const dataDir = newDataDir();
    const holder = await holdInAnotherProcess(dataDir);
    try {
      expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
      // openDatabase (used by the server and the seed script) is refused before PGlite opens anything.
      const refused = await openDatabase({ kind: 'pglite', dataDir }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DataDirInUseError);
      expect((refused as Error).message).toContain(dataDir);
      expect((refused as Error).message).toContain(`pid ${holder.pid}`);
      expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(false);
    } finally {
      holder.kill('SIGKILL');
    }
  }, 30_000);

  it('takes over a lock left by a process that no longer runs, and removes it on release', async () => {
    const dataDir = newDataDir();
    const holder = await holdInAnotherProcess(dataDir);
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8').trim()).toBe(String(holder.pid));

    const release = lockDataDir(dataDir);
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  }, 30_000);

  it('refuses a second opener in the same process, and takes a lock left by an earlier process with our id', () => {
    const dataDir = newDataDir();
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(`pid ${process.pid}`);
    release();
    // A container restarts with the same pid: the lock names us but this process does not hold it.
    fs.writeFileSync(`${dataDir}.lock`, `${process.pid}\n`);
    lockDataDir(dataDir)();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('removes the lock when the process exits without closing', () => {
    const dataDir = newDataDir();
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import { lockDataDir } from './src/db/data-dir-lock.ts'; lockDataDir(${JSON.stringify(dataDir)}); process.exit(3);`,
      ],
      { cwd: serverDir },
    );
    expect(result.status).toBe(3);
    expect(fs.existsSync(path.join(path.dirname(dataDir), 'pglite.lock'))).toBe(false);
    expect(fs.readdirSync(path.dirname(dataDir))).toEqual([]);
  });

  it('stops the seed script with the message, exiting non-zero', async () => {
    const dataDir = path.join(root, 'seeded', 'pglite');
    const release = lockDataDir(dataDir);
    try {
      const result = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'src/scripts/seed.ts', '--events', '1', '--images', '1'],
        {
          cwd: serverDir,
          env: { PATH: process.env.PATH, DATA_DIR: path.dirname(dataDir) },
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain(
        `The database folder ${dataDir} is in use by another process (pid ${process.pid})`,
      );
    } finally {
      release();
    }
  }, 60_000);
});
