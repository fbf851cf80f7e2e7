import { readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * A live holder refreshes its lock every UPDATE_MS; one not refreshed for STALE_MS belongs to a
 * process that died without cleaning up and is taken over. That is only the fallback: the lock
 * names its holder (pid and machine), so on the same machine a dead holder's lock is taken at
 * once. The margin is wide because a holder whose refresh comes that late (a starved event
 * loop on a busy machine) considers its lock lost and stops.
 */
const STALE_MS = 30_000;
const UPDATE_MS = 5_000;

/**
 * Beside the lock (proper-lockfile removes its directory with rmdir, which a file inside would
 * stop). Written right after the lock is taken, removed before it is released.
 */
const HOLDER_FILE = '.lock-holder.json';

type Holder = { pid: number; host: string };

/** Directories this process holds now: a second server in the same process must be refused too. */
const heldHere = new Set<string>();

export class DataDirectoryLockedError extends Error {
  /** The process holding the directory, when it has said so. */
  readonly holderPid: number | undefined;
  constructor(dataDir: string, holderPid?: number) {
    const holder = holderPid === undefined ? 'another running Flightdeck server' : `another running Flightdeck server (process ${holderPid})`;
    super(`The data directory ${dataDir} is in use by ${holder}. Stop that server, or start this one with a different DATA_DIR.`);
    this.holderPid = holderPid;
  }
}

const lockPathOf = (dataDir: string) => path.join(dataDir, '.lock');
const holderPathOf = (dataDir: string) => path.join(dataDir, HOLDER_FILE);

async function readHolder(dataDir: string): Promise<Holder | undefined> {
  try {
    const holder = JSON.parse(await readFile(holderPathOf(dataDir), 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string' ? { pid: holder.pid, host: holder.host } : undefined;
  } catch {
    // Not written yet (the holder is starting) or unreadable: nothing to judge by.
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the recorded holder certainly no longer runs. Only judged on this machine. Our own pid
 * without the directory in `heldHere` is an earlier run that had the same pid (a container's
 * process 1 after a restart).
 */
function holderIsGone(dataDir: string, holder: Holder): boolean {
  if (holder.host !== hostname()) return false;
  if (holder.pid === process.pid) return !heldHere.has(dataDir);
  return !isAlive(holder.pid);
}

function lock(dataDir: string) {
  return lockfile.lock(dataDir, { lockfilePath: lockPathOf(dataDir), stale: STALE_MS, update: UPDATE_MS });
}

/** Takes an exclusive lock on the directory; the returned function releases it. */
export async function lockDataDirectory(dataDir: string): Promise<() => Promise<void>> {
  let release: () => Promise<void>;
  try {
    release = await lock(dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const holder = await readHolder(dataDir);
    if (!holder || !holderIsGone(dataDir, holder)) throw new DataDirectoryLockedError(dataDir, holder?.pid);
    // The holder was killed (kill -9, power loss of a container): its lock is taken now, not after STALE_MS.
    await rm(holderPathOf(dataDir), { force: true });
    await rm(lockPathOf(dataDir), { recursive: true, force: true });
    try {
      release = await lock(dataDir);
    } catch (retryError) {
      // Another starting server took it first.
      if ((retryError as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirectoryLockedError(dataDir, (await readHolder(dataDir))?.pid);
      throw retryError;
    }
  }
  heldHere.add(dataDir);
  const holder: Holder = { pid: process.pid, host: hostname() };
  await writeFile(holderPathOf(dataDir), JSON.stringify(holder));
  return async () => {
    heldHere.delete(dataDir);
    await rm(holderPathOf(dataDir), { force: true });
    await release();
  };
}
