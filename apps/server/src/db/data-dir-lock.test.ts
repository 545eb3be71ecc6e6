import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir, type DataDirLock } from './data-dir-lock.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-lock-'));
const held: DataDirLock[] = [];
const children: ChildProcess[] = [];

afterEach(async () => {
  await Promise.all(held.splice(0).map((lock) => lock.release()));
  for (const child of children.splice(0)) child.kill('SIGKILL');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function take(dir: string) {
  const lock = await lockDataDir(dir);
  held.push(lock);
  return lock;
}

/** What a second opener of the folder is told. */
async function refusal(dir: string): Promise<DataDirInUseError> {
  const error = await lockDataDir(dir).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DataDirInUseError);
  return error as DataDirInUseError;
}

/** Another process that takes the folder's lock and keeps it until killed. */
async function holdInAnotherProcess(dir: string): Promise<ChildProcess> {
  const module = path.join(import.meta.dirname, 'data-dir-lock.ts');
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { lockDataDir } = await import(${JSON.stringify(module)});
       await lockDataDir(${JSON.stringify(dir)});
       console.log('locked');
       setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  return child;
}

describe('the PGlite folder lock', () => {
  it('refuses a second holder, naming the folder and the holder, and is free again once released', async () => {
    const dir = path.join(root, 'a', 'pglite');
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    const lock = await take(dir);

    const refused = await refusal(dir);
    expect(refused.pid).toBe(process.pid);
    expect(refused.message).toContain(dir);
    expect(refused.message).toMatch(/npm start/);

    await lock.release();
    held.splice(held.indexOf(lock), 1);
    await take(dir);
  });

  it('is the same lock however the folder is written (relative, through a symbolic link)', async () => {
    const dir = path.join(root, 'b', 'pglite');
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.symlinkSync(path.join(root, 'b'), path.join(root, 'b-link'));
    await take(dir);
    await refusal(path.join(root, 'b-link', 'pglite'));
    await refusal(path.relative(process.cwd(), dir));
    // Another folder beside it is another lock.
    await take(path.join(root, 'b', 'other'));
  });

  it('tells which other process holds it, and is free as soon as that process dies, even killed', async () => {
    const dir = path.join(root, 'c', 'pglite');
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    const holder = await holdInAnotherProcess(dir);

    expect((await refusal(dir)).pid).toBe(holder.pid);

    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    await take(dir);
  });
});
