import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stampWebBuild, webBuildIsCurrent } from './web-build.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'flightdeck-build-'));
  await mkdir(path.join(root, 'src/web'), { recursive: true });
  await mkdir(path.join(root, 'dist/web'), { recursive: true });
  await writeFile(path.join(root, 'src/web/main.tsx'), 'export const a = 1;');
  await writeFile(path.join(root, 'dist/web/index.html'), '<!doctype html>');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('npm start builds the web app only when needed', () => {
  it('needs a build when there is none yet, and not after one from the same sources', () => {
    expect(webBuildIsCurrent(root)).toBe(false);
    stampWebBuild(root);
    expect(webBuildIsCurrent(root)).toBe(true);
  });

  it('needs a build again once a source changes or is added', async () => {
    stampWebBuild(root);
    await writeFile(path.join(root, 'src/web/main.tsx'), 'export const a = 2;');
    expect(webBuildIsCurrent(root)).toBe(false);
    stampWebBuild(root);
    await writeFile(path.join(root, 'index.html'), '<div id="root"></div>');
    expect(webBuildIsCurrent(root)).toBe(false);
  });

  it('needs a build when the output is gone', async () => {
    stampWebBuild(root);
    await rm(path.join(root, 'dist/web/index.html'));
    expect(webBuildIsCurrent(root)).toBe(false);
  });
});
