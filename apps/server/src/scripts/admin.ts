/**
 * `npm run admin -- grant <userId>` / `revoke <userId>` / `list`: who may use the admin pages
 * (decision 0042). It opens the database the server would open with the same environment
 * (PGlite under DATA_DIR, or DATABASE_URL). On PGlite, stop the server first: one process holds
 * the folder, and opening it says so. On PostgreSQL the change holds at once on every process.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { createRepositories, createTransactionRunner } from '../db/repositories.ts';
import { systemClock } from '../lib/clock.ts';
import { AppError } from '../lib/errors.ts';
import { createAdminsService } from '../modules/admins/admins.service.ts';

const USAGE = 'usage: npm run admin -- grant <userId> | revoke <userId> | list';
/** What the audit log says of a change made by the command. */
const COMMAND_REASON = 'npm run admin';

/** Runs one admin command; returns the process's exit code. */
export async function runAdminCommand(
  argv: string[],
  env: NodeJS.ProcessEnv,
  write: (line: string) => void,
): Promise<number> {
  const [action, userId, ...rest] = argv;
  const needsId = action === 'grant' || action === 'revoke';
  if (!(needsId || action === 'list') || (needsId ? !userId || rest.length > 0 : userId !== undefined)) {
    write(USAGE);
    return 2;
  }
  const config = loadConfig(env);
  const handle = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, maxConnections: 1 })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  try {
    await migrateDatabase(handle);
    const admins = createAdminsService({
      repos: createRepositories(handle.db),
      transaction: createTransactionRunner(handle.db),
      clock: systemClock,
    });
    if (action === 'list') {
      const rows = await admins.list('command');
      if (rows.length === 0) write('No admins are granted in the database.');
      for (const row of rows) {
        write(`${row.userId} (${row.username}), granted ${row.grantedAt.toISOString()} by ${row.grantedBy}`);
      }
      if (config.adminUserIds.length > 0) write(`Also admins by ADMIN_USER_IDS: ${config.adminUserIds.join(', ')}`);
      return 0;
    }
    const id = userId!;
    try {
      if (action === 'grant') {
        write(
          (await admins.grant('command', id, COMMAND_REASON))
            ? `${id} is now an admin.`
            : `${id} was already an admin.`,
        );
      } else {
        write(
          (await admins.revoke('command', id, COMMAND_REASON))
            ? `${id} is no longer an admin.`
            : `${id} was not an admin.`,
        );
        if (config.adminUserIds.includes(id)) write(`${id} is still an admin through ADMIN_USER_IDS.`);
      }
    } catch (error) {
      if (error instanceof AppError && error.code === 'userNotFound') {
        write(`There is no account with the ID ${id}.`);
        return 1;
      }
      throw error;
    }
    return 0;
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runAdminCommand(process.argv.slice(2), process.env, (line) => process.stdout.write(`${line}\n`)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
