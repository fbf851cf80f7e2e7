import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { create as createTar } from 'tar';
import { BACKUP_ACCESS_FILE } from './backup-access.ts';

/**
 * A backup of the embedded database's data directory (decision 076): one gzipped tar holding
 * `flightdeck-backup.json` (what it is), `pglite.tar` (PGlite's own dump of the database: members,
 * payments, photos kept in the database, everything else) and `files/` (every other file the
 * directory held: the generated auth secret, photos an earlier version left in `uploads/`).
 */
export const MANIFEST = 'flightdeck-backup.json';
export const DATABASE_DUMP = 'pglite.tar';
export const FILES = 'files';
export const FORMAT = 'flightdeck-embedded-backup';
export const FORMAT_VERSION = 1;

/** The database itself (dumped instead), the running server's lock and its backup access: never copied. */
const NOT_COPIED = new Set(['pglite', '.lock', '.lock-holder.json', BACKUP_ACCESS_FILE]);

export type Manifest = { format: string; version: number; createdAt: string };

/** Writes the backup of `dataDir` to `out`; `dump` is PGlite's dump of the open database. */
export async function writeBackupArchive({ dataDir, dump, out }: { dataDir: string; dump: () => Promise<Blob>; out: string }): Promise<void> {
  const staging = await mkdtemp(path.join(tmpdir(), 'flightdeck-backup-'));
  try {
    await writeFile(path.join(staging, DATABASE_DUMP), new Uint8Array(await (await dump()).arrayBuffer()));
    await mkdir(path.join(staging, FILES));
    for (const entry of await readdir(dataDir)) {
      if (!NOT_COPIED.has(entry)) await cp(path.join(dataDir, entry), path.join(staging, FILES, entry), { recursive: true, preserveTimestamps: true });
    }
    const manifest: Manifest = { format: FORMAT, version: FORMAT_VERSION, createdAt: new Date().toISOString() };
    await writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    await createTar({ gzip: true, file: out, cwd: staging, portable: true }, [MANIFEST, DATABASE_DUMP, FILES]);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
