// Baseline: a bare Fastify route returning a small JSON, nothing else (no plugins, no logging).
//   PORT=… node bench/baselines/bare-fastify.mjs
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const startedAt = Date.now();
app.get('/', async () => ({
  status: 'ok',
  database: 'up',
  uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
}));

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`bare-fastify listening on ${app.server.address().port}`);
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => app.close().then(() => process.exit(0)));
