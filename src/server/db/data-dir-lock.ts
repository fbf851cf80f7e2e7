import lockfile from 'proper-lockfile';

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
    // A lock not refreshed for `stale` ms belongs to a crashed process and is taken over.
    return await lockfile.lock(dataDir, { lockfilePath: `${dataDir}/.lock`, stale: 15_000, update: 5_000 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirectoryLockedError(dataDir);
    throw error;
  }
}
