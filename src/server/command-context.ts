import path from 'node:path';
import { loadOrCreateAuthSecret } from './auth/secret.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client.ts';
import { DataDirectoryLockedError } from './db/data-dir-lock.ts';
import type { Env } from './env.ts';

/** A refusal the command prints as it is, exiting with a failure code. */
export class CommandRefusedError extends Error {}

/** One connection for the command's work and one for the migration lock. */
const COMMAND_POOL_SIZE = 2;

export type CommandContext = { handle: DatabaseHandle; secret: string; publicUrl: string };

/**
 * The database, secret and public address a server with this configuration uses, for a command
 * run beside it: `DATABASE_URL`, or the embedded database in `DATA_DIR`, which only a stopped
 * server lets go of (a command asks for that, naming the running server's process). Migrations are
 * applied as a starting server applies them, so a command may run before the first start.
 */
export async function openCommandContext(env: Env, commandLine: string): Promise<CommandContext> {
  const dataDir = path.resolve(env.DATA_DIR);
  let handle: DatabaseHandle;
  if (env.DATABASE_URL) {
    handle = openPostgres(env.DATABASE_URL, { poolSize: COMMAND_POOL_SIZE });
  } else {
    try {
      handle = await openPglite(dataDir);
    } catch (error) {
      if (!(error instanceof DataDirectoryLockedError)) throw error;
      const holder = error.holderPid === undefined ? 'a running Flightdeck server' : `the running Flightdeck server (process ${error.holderPid})`;
      throw new CommandRefusedError(
        `The embedded database in ${dataDir} is held by ${holder}: only one process may open it. ` +
          `Stop the server, run \`${commandLine}\` again, then start the server.`,
      );
    }
  }
  try {
    await handle.withSetupLock(() => handle.migrate());
    const secret = env.AUTH_SECRET ?? (await loadOrCreateAuthSecret(dataDir));
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
    return { handle, secret, publicUrl };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
