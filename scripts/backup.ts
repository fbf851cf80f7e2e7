import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { parseArgs } from 'node:util';
import { BACKUP_PATH, readBackupAccess } from '#server/backup/backup-access.ts';
import { writeBackupArchive } from '#server/backup/backup-archive.ts';
import { openPglite } from '#server/db/client.ts';
import { DataDirectoryLockedError } from '#server/db/data-dir-lock.ts';
import { InvalidEnvironmentError, parseEnv } from '#server/env.ts';

const USAGE = 'Usage: npm run backup -- --out FILE';

class Refused extends Error {}

/** Asks the server running on the directory for its backup; false when none answers there. */
async function fromRunningServer(dataDir: string, partial: string): Promise<boolean> {
  const access = await readBackupAccess(dataDir);
  if (!access) return false;
  let response: Response;
  try {
    response = await fetch(`${access.url}${BACKUP_PATH}`, { headers: { authorization: `Bearer ${access.token}` } });
  } catch {
    // A server that stopped without tidying up (killed): the directory may be free.
    return false;
  }
  if (!response.ok || !response.body) throw new Refused(`The server running on ${dataDir} did not make the backup (HTTP ${response.status}); its log says why.`);
  await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(partial, { mode: 0o600 }));
  return true;
}

/** With no server running, the command opens the directory itself (holding it as a server would). */
async function withoutServer(dataDir: string, partial: string): Promise<void> {
  let handle;
  try {
    handle = await openPglite(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirectoryLockedError)) throw error;
    throw new Refused(`${error.message.split('.')[0]}, which does not answer backups (still starting, or an earlier version): wait for it to be ready, or stop it and run the command again.`);
  }
  try {
    await writeBackupArchive({ dataDir, dump: handle.dumpDataDir!, out: partial });
  } finally {
    await handle.close();
  }
}

/**
 * Backs up the embedded database in DATA_DIR, with its generated auth secret and any files the
 * directory holds (decision 076):
 *   npm run backup -- --out FILE
 * A running server makes it (it holds the database); with none running the command does.
 * With DATABASE_URL, PostgreSQL's own pg_dump is the tool (README, "Running in production").
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) {
    console.error(USAGE);
    return 2;
  }
  const env = parseEnv(process.env);
  if (env.DATABASE_URL) throw new Refused('DATABASE_URL is set: the data is in PostgreSQL. Back it up with pg_dump --format=custom, and keep AUTH_SECRET (README, "Running in production").');
  const dataDir = path.resolve(env.DATA_DIR);
  const out = path.resolve(values.out);
  if (existsSync(out)) throw new Refused(`${out} exists already: name a new file.`);
  if (!existsSync(path.join(dataDir, 'pglite'))) throw new Refused(`There is no embedded database in ${dataDir} (DATA_DIR).`);
  const partial = `${out}.partial`;
  try {
    const how = (await fromRunningServer(dataDir, partial)) ? 'made by the running server' : (await withoutServer(dataDir, partial), 'no server was running');
    await rename(partial, out);
    const { size } = await stat(out);
    console.log(`Backed up ${dataDir} to ${out} (${(size / 1_048_576).toFixed(1)} MB; ${how}).`);
    console.log(`Restore it with: npm run restore -- --from ${out} --data-dir NEW_DIRECTORY`);
    return 0;
  } finally {
    await rm(partial, { force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Refused || error instanceof InvalidEnvironmentError ? error.message : error);
    process.exit(1);
  },
);
