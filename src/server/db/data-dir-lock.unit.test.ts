import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirectoryLockedError, lockDataDirectory } from './data-dir-lock.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'flightdeck-lock-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('lockDataDirectory', () => {
  it('refuses a directory that is already held, naming it, until it is released', async () => {
    const release = await lockDataDirectory(dataDir);
    const refusal = await lockDataDirectory(dataDir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirectoryLockedError);
    expect((refusal as Error).message).toContain(dataDir);
    expect((refusal as Error).message).toContain('DATA_DIR');

    await release();
    const again = await lockDataDirectory(dataDir);
    await again();
  });

  it('takes over a lock left behind by a process that died', async () => {
    // What a killed server leaves: the lock, no longer refreshed (a live holder refreshes it every few seconds).
    const lockPath = path.join(dataDir, '.lock');
    await mkdir(lockPath);
    const aMinuteAgo = new Date(Date.now() - 60_000);
    await utimes(lockPath, aMinuteAgo, aMinuteAgo);

    const release = await lockDataDirectory(dataDir);
    await release();
  });

  it('does not take over a fresh lock', async () => {
    await mkdir(path.join(dataDir, '.lock'));
    await expect(lockDataDirectory(dataDir)).rejects.toBeInstanceOf(DataDirectoryLockedError);
  });
});

describe('a lock whose holder is known', () => {
  /** What `kill -9` leaves: a fresh lock naming a process that no longer runs. */
  async function lockLeftBy(pid: number) {
    await mkdir(path.join(dataDir, '.lock'));
    await writeFile(path.join(dataDir, '.lock-holder.json'), JSON.stringify({ pid, host: hostname() }));
  }

  it('is taken at once when its holder process has died, without waiting for it to go stale', async () => {
    const dead = spawnSync(process.execPath, ['-e', '']);
    await lockLeftBy(dead.pid!);
    const release = await lockDataDirectory(dataDir);
    await release();
  });

  it('is refused while its holder runs, naming the holder process', async () => {
    // The parent of this test process is certainly alive.
    await lockLeftBy(process.ppid);
    const refusal = await lockDataDirectory(dataDir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirectoryLockedError);
    expect((refusal as Error).message).toContain(`process ${process.ppid}`);
  });

  it('names this very process when it already holds the directory', async () => {
    const release = await lockDataDirectory(dataDir);
    try {
      await expect(lockDataDirectory(dataDir)).rejects.toThrow(`process ${process.pid}`);
    } finally {
      await release();
    }
  });
});
