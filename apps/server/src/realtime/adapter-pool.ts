import type pg from 'pg';

const never = () => new Promise<never>(() => {});

/**
 * The pool as the Socket.IO PostgreSQL adapter sees it. The adapter takes a client for LISTEN
 * in the background and, on close, releases it only if it already holds it: a socket server
 * closed while it waits (an app stopped just after it started) kept that client, so the pool
 * could never end and shutdown hung. After `close()`, a client the adapter did not give back is
 * destroyed here, and the adapter's later attempts to connect wait for ever instead of retrying
 * on a timer.
 */
export function createAdapterPool(pool: pg.Pool) {
  let closed = false;
  const handedOut = new Set<pg.PoolClient>();
  const onRelease = (_error: Error | undefined, client: pg.PoolClient) => handedOut.delete(client);
  pool.on('release', onRelease);

  // Only the two methods the adapter calls.
  const view = {
    query: (...args: Parameters<pg.Pool['query']>) => pool.query(...args),
    async connect(): Promise<pg.PoolClient> {
      if (closed) return never();
      const client = await pool.connect();
      if (closed) {
        client.release();
        return never();
      }
      handedOut.add(client);
      return client;
    },
  };

  return {
    pool: view as unknown as pg.Pool,
    /** After the socket server has closed: takes back what the adapter still holds. */
    close() {
      closed = true;
      pool.off('release', onRelease);
      for (const client of handedOut) {
        // Its "end" would make the adapter schedule a reconnection.
        client.removeAllListeners('end');
        client.release(true);
      }
      handedOut.clear();
    },
  };
}
