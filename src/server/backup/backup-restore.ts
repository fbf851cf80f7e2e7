import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { extract as extractTar } from 'tar';
import { lockDataDirectory } from '../db/data-dir-lock.ts';
import { PGLITE_EXTENSIONS } from '../db/pglite.ts';
import { DATABASE_DUMP, FILES, FORMAT, FORMAT_VERSION, MANIFEST, type Manifest } from './backup-archive.ts';

/** A backup that cannot be restored, or a directory it may not go into: said as it is. */
export class BackupRefusedError extends Error {}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

async function readManifest(staging: string): Promise<Manifest | undefined> {
  try {
    const manifest = JSON.parse(await readFile(path.join(staging, MANIFEST), 'utf8')) as Partial<Manifest>;
    return manifest.format === FORMAT && typeof manifest.version === 'number' && typeof manifest.createdAt === 'string' ? (manifest as Manifest) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Restores a backup into `dataDir`, which must be empty or not exist yet; the directory is held
 * (as a server holds it) meanwhile, and left empty again if the restore fails. Opens the restored
 * database once, so a backup that does not open is refused now rather than at the next start.
 */
export async function restoreBackupArchive({ from, dataDir }: { from: string; dataDir: string }): Promise<{ createdAt: string; members: number }> {
  if (!(await isEmptyOrMissing(dataDir))) throw new BackupRefusedError(`${dataDir} is not empty: restore into a new or empty directory, then point DATA_DIR at it.`);
  const staging = await mkdtemp(path.join(tmpdir(), 'flightdeck-restore-'));
  try {
    try {
      // Only files and folders, each kept inside the staging folder (tar refuses absolute and `..` paths).
      await extractTar({ file: from, cwd: staging, strict: true, filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory') });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupRefusedError(`There is no file ${from}.`);
      throw new BackupRefusedError(`${from} is not a Flightdeck backup (${(error as Error).message}).`);
    }
    const manifest = await readManifest(staging);
    if (!manifest) throw new BackupRefusedError(`${from} is not a Flightdeck backup of the embedded database.`);
    if (manifest.version > FORMAT_VERSION) throw new BackupRefusedError(`${from} was made by a newer Flightdeck (backup format ${manifest.version}): restore it with that version.`);

    await mkdir(dataDir, { recursive: true });
    const release = await lockDataDirectory(dataDir);
    try {
      await cp(path.join(staging, FILES), dataDir, { recursive: true, preserveTimestamps: true });
      const dump = new Blob([new Uint8Array(await readFile(path.join(staging, DATABASE_DUMP)))]);
      const database = await PGlite.create(path.join(dataDir, 'pglite'), { loadDataDir: dump, extensions: PGLITE_EXTENSIONS });
      try {
        const { rows } = await database.query<{ members: number }>('select count(*)::int as members from users');
        return { createdAt: manifest.createdAt, members: rows[0]?.members ?? 0 };
      } finally {
        await database.close();
      }
    } catch (error) {
      for (const entry of await readdir(dataDir)) {
        if (entry !== '.lock' && entry !== '.lock-holder.json') await rm(path.join(dataDir, entry), { recursive: true, force: true });
      }
      throw error;
    } finally {
      await release();
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
