import { mkdir, mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
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
