import { randomBytes, createHash, timingSafeEqual } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where a running server on the embedded database tells `npm run backup` how to ask it for a
 * backup: its address on this machine and a token made at start. Readable by the directory's
 * owner alone; whoever can read it can read the database files beside it anyway (decision 076).
 */
export const BACKUP_ACCESS_FILE = 'backup-access.json';
export const BACKUP_PATH = '/api/operator/backup';
const TOKEN_BYTES = 32;

export type BackupAccess = { url: string; token: string };

export const newBackupToken = () => randomBytes(TOKEN_BYTES).toString('base64url');

/** The address on this machine of a server listening on `host` (the unspecified addresses mean loopback). */
export function localAddressOf(host: string, port: number): string {
  const reachable = host === '' || host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

export async function writeBackupAccess(dataDir: string, access: BackupAccess): Promise<void> {
  await writeFile(path.join(dataDir, BACKUP_ACCESS_FILE), JSON.stringify(access), { mode: 0o600 });
}

export async function removeBackupAccess(dataDir: string): Promise<void> {
  await rm(path.join(dataDir, BACKUP_ACCESS_FILE), { force: true });
}

/** The running server's access, or undefined when none was written (no server, or one on PostgreSQL). */
export async function readBackupAccess(dataDir: string): Promise<BackupAccess | undefined> {
  try {
    const access = JSON.parse(await readFile(path.join(dataDir, BACKUP_ACCESS_FILE), 'utf8')) as Partial<BackupAccess>;
    return typeof access.url === 'string' && typeof access.token === 'string' ? { url: access.url, token: access.token } : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time (digests of equal length), so the answer's timing tells nothing of the token. */
export function tokenMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
