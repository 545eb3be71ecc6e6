import type { AddressInfo } from 'node:net';
import { loadConfig, ConfigError } from './config.ts';
import { buildApp } from './app.ts';
import { listeningUrls } from './listen-addresses.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { StorageUnavailableError } from './lib/storage.ts';

const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  const addresses = listeningUrls(app.server.address() as AddressInfo);
  app.log.info(
    { addresses, publicUrl: config.publicUrl },
    `Moim is listening on ${addresses.join(', ')}; users reach it at ${config.publicUrl} (PUBLIC_URL)`,
  );

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    // Stops accepting, lets in-flight requests finish, then closes the database.
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // A folder in use or a bucket out of reach is an expected refusal: its message says what to do.
  const refusal = error instanceof DataDirInUseError || error instanceof StorageUnavailableError;
  console.error(refusal ? error.message : error);
  process.exit(1);
});
