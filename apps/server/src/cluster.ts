// `npm run start:cluster -- --processes N`: N server processes on one machine sharing one port
// (node:cluster hands each new connection to the next process) and one PostgreSQL database.
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import { resolveSessionSecret } from './lib/secrets.ts';

const SHUTDOWN_TIMEOUT_MS = 20_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function processCount(): number {
  let values;
  try {
    ({ values } = parseArgs({ options: { processes: { type: 'string' } } }));
  } catch (error) {
    fail(`${(error as Error).message}\nUsage: npm run start:cluster -- --processes N`);
  }
  if (values.processes === undefined) return os.availableParallelism();
  const count = Number(values.processes);
  if (!Number.isInteger(count) || count < 1 || count > 64) fail('--processes must be a whole number from 1 to 64');
  return count;
}

function main(): void {
  const count = processCount();
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  if (!config.databaseUrl) {
    fail(
      'Several server processes need a PostgreSQL database: set DATABASE_URL. The default database ' +
        '(PGlite, under DATA_DIR) is opened by one process only; use "npm start" for that.',
    );
  }
  // Made now, unless configured, so that the processes do not each make their own.
  resolveSessionSecret(config.sessionSecret, config.dataDir);

  const here = fileURLToPath(import.meta.url);
  // main.js next to cluster.js in the build; main.ts next to cluster.ts under tsx.
  cluster.setupPrimary({ exec: path.join(path.dirname(here), `main${path.extname(here)}`), args: [] });

  let stopping = false;
  let failed = false;
  const started = new WeakSet<Worker>();
  const start = () => {
    const worker = cluster.fork();
    worker.once('listening', () => started.add(worker));
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    if (!started.has(worker)) {
      // It could not start (the database unreachable, the port taken…): the others would not either.
      console.error(`A server process exited before it started (code ${code}); stopping.`);
      stop(true);
      return;
    }
    console.error(`Server process ${worker.process.pid} ended (${signal ?? `code ${code}`}); starting another.`);
    start();
  });

  function stop(failure: boolean): void {
    failed ||= failure;
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(failed ? 1 : 0);
    // Each process finishes its requests and closes its pool (main.ts).
    for (const worker of workers) worker?.process.kill('SIGTERM');
    setTimeout(() => {
      console.error('The server processes took too long to stop.');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
  }
  process.once('SIGTERM', () => stop(false));
  process.once('SIGINT', () => stop(false));

  process.stdout.write(
    `Moim: starting ${count} server processes on port ${config.port}, sharing one PostgreSQL database\n`,
  );
  for (let i = 0; i < count; i++) start();
}

main();
