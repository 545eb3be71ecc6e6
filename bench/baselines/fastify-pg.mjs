// Baseline: a bare Fastify route running one indexed 12-row SELECT on the events table through a
// `pg` pool of the size the app uses (10), returning the rows as JSON.
//   PORT=… DATABASE_URL=postgres://… [POOL_SIZE=10] node bench/baselines/fastify-pg.mjs
import Fastify from 'fastify';
import pg from 'pg';
import { BASELINE_QUERY, startOfTodayInKorea } from './baseline-query.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });
const app = Fastify({ logger: false });

app.get('/', async () => {
  const { rows } = await pool.query(BASELINE_QUERY, [startOfTodayInKorea()]);
  return rows;
});

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
