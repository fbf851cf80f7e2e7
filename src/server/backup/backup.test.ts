import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from '../db/client.ts';
import { PGLITE_EXTENSIONS } from '../db/pglite.ts';
import { parseEnv } from '../env.ts';
import { startServer, type RunningServer } from '../server.ts';
import { BACKUP_ACCESS_FILE, BACKUP_PATH, readBackupAccess } from './backup-access.ts';
import { signedInMember, TEST_PASSWORD } from '#tests/helpers/accounts.ts';
import { runScript } from '#tests/helpers/command-line.ts';
import { PUBLISHED_DEMO_STUDIES, caseStudyIdByTitle } from '#tests/helpers/content.ts';
import { createTestApp } from '#tests/helpers/test-app.ts';

/** Two servers, two commands and PGlite on disk: slow on a busy machine. */
const SLOW = 180_000;

let root: string;
let dataDir: string;
const member = { email: '', userId: '', avatarUrl: '', legacyPhoto: '', discussion: 'Backed up with the rest', studyId: '' };

/** A server as `npm run serve` starts one on the directory. */
const serverOn = (dir: string) =>
  startServer(parseEnv({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', NODE_ENV: 'test', SEARCH_INDEX: 'postgres' }));

/** Signs in over HTTP as a browser on this machine would, returning the session cookie. */
async function signIn(server: RunningServer, email: string, password: string) {
  const origin = server.url.replace('localhost', '127.0.0.1');
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { status: response.status, cookie };
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'flightdeck-backup-test-'));
  dataDir = path.join(root, 'data');
  await mkdir(dataDir);
  // The demo content's database, as a first start would leave it (from the migrated template, not seconds of seeding).
  const template = await PGlite.create(path.join(dataDir, 'pglite'), { loadDataDir: new Blob([await readFile(inject('pgliteDemoTemplateFile'))]), extensions: PGLITE_EXTENSIONS });
  await template.close();

  // A member who paid, has a photo and started a discussion, made through the app on that directory.
  const handle = await openPglite(dataDir);
  const app = await createTestApp({ database: handle, uploadsDir: path.join(dataDir, 'uploads') });
  try {
    const signedIn = await signedInMember(app);
    Object.assign(member, { email: signedIn.email, userId: signedIn.userId });
    const checkout = await signedIn.client.post('/api/billing/checkout', { kind: 'plan', plan: 'community', cycle: 'annual' });
    const sessionId = ((await checkout.json()) as { url: string }).url.split('/').pop()!;
    expect((await signedIn.client.post(`/api/billing/checkout/${sessionId}/pay`, { cardNumber: '4242 4242 4242 4242' })).status).toBe(200);
    const form = new FormData();
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3366cc' } }).png().toBuffer();
    form.append('photo', new File([new Uint8Array(png)], 'me.png', { type: 'image/png' }));
    member.avatarUrl = ((await (await signedIn.client.request('/api/me/avatar', { method: 'POST', body: form })).json()) as { avatarUrl: string }).avatarUrl;
    member.studyId = await caseStudyIdByTitle(app, PUBLISHED_DEMO_STUDIES[0]!.title);
    expect((await signedIn.client.post(`/api/case-studies/${member.studyId}/discussions`, { title: member.discussion, body: 'Every row and file of it.' })).status).toBe(201);
  } finally {
    await app.close();
    await handle.close();
  }
  // A photo an earlier version left on disk.
  member.legacyPhoto = `/api/media/avatars/${member.userId}/${randomBytes(16).toString('hex')}-256.webp`;
  const legacyFile = path.join(dataDir, 'uploads', ...member.legacyPhoto.split('/').slice(3));
  await mkdir(path.dirname(legacyFile), { recursive: true });
  await writeFile(legacyFile, await sharp({ create: { width: 256, height: 256, channels: 3, background: '#cc6633' } }).webp().toBuffer());
}, SLOW);
afterAll(() => rm(root, { recursive: true, force: true }));

describe('npm run backup and npm run restore (embedded database)', () => {
  it(
    'backs up while the server runs, restores into a new directory, and a server there has the members, payments, photos and discussions',
    async () => {
      const out = path.join(root, 'flightdeck.tar.gz');
      const restored = path.join(root, 'restored');
      const running = await serverOn(dataDir);
      let cookie: string;
      try {
        const access = (await readBackupAccess(dataDir))!;
        expect((await stat(path.join(dataDir, BACKUP_ACCESS_FILE))).mode & 0o777).toBe(0o600);
        // Only the token from the directory opens it, and never through a proxy.
        expect((await fetch(`${access.url}${BACKUP_PATH}`)).status).toBe(404);
        expect((await fetch(`${access.url}${BACKUP_PATH}`, { headers: { authorization: 'Bearer guessed' } })).status).toBe(404);
        const proxied = await fetch(`${access.url}${BACKUP_PATH}`, { headers: { authorization: `Bearer ${access.token}`, 'x-forwarded-for': '203.0.113.9' } });
        expect(proxied.status).toBe(404);

        const session = await signIn(running, member.email, TEST_PASSWORD);
        expect(session.status).toBe(200);
        cookie = session.cookie;
        const backup = await runScript('backup', ['--out', out], { DATA_DIR: dataDir, DATABASE_URL: '' });
        expect(backup.stderr).toBe('');
        expect(backup).toMatchObject({ code: 0, stdout: expect.stringContaining('made by the running server') as unknown });
        expect((await fetch(`${running.url}/api/health`)).status).toBe(200);
        // A second backup to the same file is refused: nothing is overwritten.
        expect(await runScript('backup', ['--out', out], { DATA_DIR: dataDir, DATABASE_URL: '' })).toMatchObject({ code: 1, stderr: expect.stringContaining('exists already') as unknown });
      } finally {
        await running.close();
      }
      expect(existsSync(path.join(dataDir, BACKUP_ACCESS_FILE))).toBe(false);

      const intoUsed = await runScript('restore', ['--from', out, '--data-dir', dataDir], {});
      expect(intoUsed).toMatchObject({ code: 1, stderr: expect.stringContaining('is not empty') as unknown });
      const restore = await runScript('restore', ['--from', out, '--data-dir', restored], {});
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(await readFile(path.join(restored, 'auth-secret'), 'utf8')).toBe(await readFile(path.join(dataDir, 'auth-secret'), 'utf8'));

      const server = await serverOn(restored);
      try {
        const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${server.url}${pathname}`, { headers });
        expect((await signIn(server, member.email, TEST_PASSWORD)).status).toBe(200);
        // The same auth secret: the session from before the backup still holds.
        expect((await get('/api/me', { cookie })).status).toBe(200);
        const history = (await (await get('/api/billing/history', { cookie })).json()) as { items: { amountCents: number }[] };
        expect(history.items.length).toBeGreaterThan(0);
        for (const photo of [member.avatarUrl, member.legacyPhoto]) {
          const image = await get(photo);
          expect(image.status, photo).toBe(200);
          expect(image.headers.get('content-type')).toBe('image/webp');
        }
        const discussions = (await (await get(`/api/case-studies/${member.studyId}/discussions`)).json()) as { items: { title: string }[] };
        expect(discussions.items.map((d) => d.title)).toContain(member.discussion);
      } finally {
        await server.close();
      }
    },
    SLOW,
  );
});
