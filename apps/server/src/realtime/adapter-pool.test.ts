import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { createAdapterPool } from './adapter-pool.ts';

/** A pool whose connect() waits until the test hands out a client, and which reports releases. */
function fakePool() {
  const pool = new EventEmitter() as EventEmitter & { connect: () => Promise<pg.PoolClient> };
  const waiting: Array<(client: pg.PoolClient) => void> = [];
  pool.connect = vi.fn(() => new Promise<pg.PoolClient>((resolve) => waiting.push(resolve)));
  const client = () => {
    const c = new EventEmitter() as EventEmitter & { release: ReturnType<typeof vi.fn> };
    c.release = vi.fn(() => pool.emit('release', undefined, c));
    return c as unknown as pg.PoolClient & { release: ReturnType<typeof vi.fn> };
  };
  const handOut = async (c: pg.PoolClient) => {
    waiting.shift()!(c);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { pool: pool as unknown as pg.Pool, connect: pool.connect, client, handOut };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe('the adapter pool', () => {
  it('hands out clients while open; one the adapter gives back is left alone at close', async () => {
    const fake = fakePool();
    const adapterPool = createAdapterPool(fake.pool);
    const client = fake.client();
    const connecting = adapterPool.pool.connect();
    await fake.handOut(client);
    expect(await connecting).toBe(client);
    client.release();
    adapterPool.close();
    expect(client.release).toHaveBeenCalledTimes(1);
  });

  it('destroys at close a client the adapter still holds, without telling the adapter it ended', async () => {
    const fake = fakePool();
    const adapterPool = createAdapterPool(fake.pool);
    const client = fake.client();
    const onEnd = vi.fn();
    const connecting = adapterPool.pool.connect();
    await fake.handOut(client);
    (await connecting).on('end', onEnd);
    adapterPool.close();
    expect(client.release).toHaveBeenCalledWith(true);
    client.emit('end');
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('returns a client that arrives after close to the pool, and never answers the adapter', async () => {
    const fake = fakePool();
    const adapterPool = createAdapterPool(fake.pool);
    const client = fake.client();
    const connecting = adapterPool.pool.connect();
    adapterPool.close();
    await fake.handOut(client);
    expect(client.release).toHaveBeenCalledWith();
    expect(await settled(connecting)).toBe(false);
  });

  it('does not connect at all once closed', async () => {
    const fake = fakePool();
    const adapterPool = createAdapterPool(fake.pool);
    adapterPool.close();
    expect(await settled(adapterPool.pool.connect())).toBe(false);
    expect(fake.connect).not.toHaveBeenCalled();
  });
});
