import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Server as SocketServer } from 'socket.io';
import path from 'node:path';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createContentRepository } from './modules/content/content.repository.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { createContentService } from './modules/content/content.service.ts';
import { createHealthRepository } from './modules/health/health.repository.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { createRateLimitsRepository } from './modules/rate-limits/rate-limits.repository.ts';
import { createRateLimiter } from './modules/rate-limits/rate-limits.service.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { createSocketServer } from './realtime/socket-server.ts';

export interface AppDependencies {
  clock?: Clock;
  /** An open, migrated database; when absent the app opens (and later closes) its own. */
  database?: DatabaseHandle;
}

declare module 'fastify' {
  interface FastifyInstance {
    io: SocketServer;
  }
}

async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  await migrateDatabase(handle);
  return handle;
}

/** The composition root: wires config, database, services and routes into one app. */
export async function buildApp(config: Config, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = deps.database ?? (await openConfiguredDatabase(config));
  if (!deps.database) app.addHook('onClose', () => database.close());
  const { db } = database;

  const limiter = createRateLimiter({ repository: createRateLimitsRepository(db), clock });
  const health = createHealthService({ repository: createHealthRepository(db), clock });
  const content = createContentService({ repository: createContentRepository(db), clock });

  registerErrorHandler(app);
  await registerSecurity(app, { limiter, imageSources: [] });
  await registerApiDocs(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(health));
      await api.register(contentRoutes(content));
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.webDistDir);

  const io = createSocketServer(app.server, { pool: database.pool });
  app.decorate('io', io);
  app.addHook('preClose', async () => {
    await io.close();
  });

  return app;
}
