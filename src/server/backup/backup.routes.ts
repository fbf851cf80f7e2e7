import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { AppEnv } from '../app-context.ts';
import { apiNotFound } from '../lib/error-handler.ts';
import type { Logger } from '../lib/logger.ts';
import { tokenMatches } from './backup-access.ts';

export type BackupSource = {
  /** The token in DATA_DIR/backup-access.json, made at start. */
  token: string;
  dataDir: string;
  dump: () => Promise<Blob>;
};

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string; localAddress?: string } } };

/** Headers a reverse proxy adds: a request that passed through one came from elsewhere. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

const isLoopback = (address: string) => address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');

/** Whether the connection comes from this machine: a loopback address, or the very address it reached. */
function fromThisMachine(c: Context<AppEnv>): boolean {
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket;
  const remote = socket?.remoteAddress;
  if (!remote || isIP(remote) === 0) return false;
  return isLoopback(remote) || remote === socket.localAddress;
}

/**
 * GET /api/operator/backup: the embedded database's backup for `npm run backup` (decision 076).
 * Answered only with the token from the data directory, over a connection from this machine
 * that no proxy forwarded; anything else gets the answer of a path that does not exist.
 */
export function backupHandler(source: BackupSource, logger: Logger) {
  return async (c: Context<AppEnv>) => {
    const bearer = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    const allowed = tokenMatches(bearer, source.token) && fromThisMachine(c) && PROXY_HEADERS.every((name) => c.req.header(name) === undefined);
    if (!allowed) return apiNotFound(c);
    // Read on first use: the archive code is needed only by a backup.
    const { writeBackupArchive } = await import('./backup-archive.ts');
    const folder = await mkdtemp(path.join(tmpdir(), 'flightdeck-backup-out-'));
    const file = path.join(folder, 'backup.tar.gz');
    const removeFolder = () => void rm(folder, { recursive: true, force: true });
    try {
      await writeBackupArchive({ dataDir: source.dataDir, dump: source.dump, out: file });
    } catch (error) {
      removeFolder();
      throw error;
    }
    const { size } = await stat(file);
    logger.info({ bytes: size }, 'a backup of the embedded database was made');
    const stream = createReadStream(file);
    stream.once('close', removeFolder);
    return c.body(Readable.toWeb(stream) as ReadableStream, 200, {
      'Content-Type': 'application/gzip',
      'Content-Length': String(size),
      'Content-Disposition': 'attachment; filename="flightdeck-backup.tar.gz"',
      'Cache-Control': 'no-store',
    });
  };
}
