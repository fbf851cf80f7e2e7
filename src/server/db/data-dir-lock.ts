import lockfile from 'proper-lockfile';

/**
 * A live holder refreshes its lock every UPDATE_MS; one not refreshed for STALE_MS belongs to a
 * process that died without cleaning up (a clean exit, even a crash, removes it) and is taken
 * over. The margin is wide because a holder whose refresh comes that late (a starved event
 * loop on a busy machine) considers its lock lost and stops.
 */
const STALE_MS = 30_000;
const UPDATE_MS = 5_000;

export class DataDirectoryLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `The data directory ${dataDir} is in use by another running Flightdeck server. ` +
        'Stop that server, or start this one with a different DATA_DIR.',
    );
  }
}

/** Takes an exclusive lock on the directory; the returned function releases it. */
export async function lockDataDirectory(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, { lockfilePath: `${dataDir}/.lock`, stale: STALE_MS, update: UPDATE_MS });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirectoryLockedError(dataDir);
    throw error;
  }
}
