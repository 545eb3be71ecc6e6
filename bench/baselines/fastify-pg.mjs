// Baseline: a bare Fastify server with a `pg` pool of the size the app uses (10), no plugins.
// `GET /` runs one indexed 12-row SELECT on the events table (the one-URL benchmark, bench/run.mjs);
// the app's read and write routes of the mixed-traffic benchmark (bench/mix.mjs) answer the same
// rows and fields from plain SQL (plain-api.mjs).
//   PORT=… DATABASE_URL=postgres://… [POOL_SIZE=10] node bench/baselines/fastify-pg.mjs
//   … SESSION_SECRET=… PUBLIC_URL=… node --import tsx bench/baselines/fastify-pg.mjs   (with the mix's routes)
import Fastify from 'fastify';
import pg from 'pg';
import { BASELINE_QUERY, startOfTodayInKorea } from './baseline-query.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });
const app = Fastify({ logger: false });

app.get('/', async () => {
  const { rows } = await pool.query(BASELINE_QUERY, [startOfTodayInKorea()]);
  return rows;
});
if (process.env.SESSION_SECRET) {
  // Run with tsx (bench/mix.mjs does): it names countries from the contract's list, as the app does.
  const { plainApi } = await import('./plain-api.mjs');
  plainApi(app, { pool, secret: process.env.SESSION_SECRET, publicUrl: process.env.PUBLIC_URL ?? '' });
}

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`fastify-pg listening on ${app.server.address().port}`);
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () =>
    app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
  );
}
