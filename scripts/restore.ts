import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupRefusedError, restoreBackupArchive } from '#server/backup/backup-restore.ts';

const USAGE = 'Usage: npm run restore -- --from FILE --data-dir DIRECTORY';

/**
 * Restores a backup made by `npm run backup` into a new or empty directory (decision 076):
 *   npm run restore -- --from FILE --data-dir DIRECTORY
 * Then start the server with DATA_DIR=DIRECTORY.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { from: { type: 'string' }, 'data-dir': { type: 'string' } } });
  if (!values.from || !values['data-dir']) {
    console.error(USAGE);
    return 2;
  }
  const from = path.resolve(values.from);
  const dataDir = path.resolve(values['data-dir']);
  const restored = await restoreBackupArchive({ from, dataDir });
  console.log(`Restored the backup of ${restored.createdAt} into ${dataDir} (accounts: ${restored.members}).`);
  console.log(`Start the server on it with DATA_DIR=${dataDir}.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof BackupRefusedError ? error.message : error);
    process.exit(1);
  },
);
