import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../db/client.ts';
import { lockDataDirectory } from '../db/data-dir-lock.ts';
import { PGLITE_EXTENSIONS } from '../db/pglite.ts';
import { auditLog } from '../db/schema/admin.ts';
import { profiles } from '../db/schema/accounts.ts';
import { users } from '../db/schema/auth.ts';
import { AdministratorRefusedError, createAdministrator } from './create-administrator.ts';
import { grantAdminEmails } from './staff-grants.ts';
import { signedInMember, signUp, uniqueEmail, verifyEmail } from '#tests/helpers/accounts.ts';
import { runScript } from '#tests/helpers/command-line.ts';
import { fastMember } from '#tests/helpers/fast-members.ts';
import { createClient, createTestApp, TEST_AUTH_SECRET, TEST_PUBLIC_URL, testAppForFile } from '#tests/helpers/test-app.ts';

/** A child process and a database opened from disk take a few seconds on a busy machine. */
const SLOW = 60_000;
const NEW_PASSWORD = 'first-admin-chooses-this';
const LISTED = uniqueEmail('listed-admin');

const testApp = testAppForFile({ adminEmails: [LISTED.toUpperCase()] });

const roleOf = async (userId: string) => (await testApp.db.select({ role: profiles.adminRole }).from(profiles).where(eq(profiles.userId, userId)))[0]?.role ?? null;
const userIdOf = async (email: string) => (await testApp.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const grantsOf = (userId: string) =>
  testApp.db
    .select({ actorId: auditLog.actorId, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'user.role_changed'), eq(auditLog.subjectId, userId)));
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
const administrator = (email: string) => createAdministrator({ db: testApp.db, auth: testApp.auth, publicUrl: TEST_PUBLIC_URL }, email);

/** Chooses a password through the link's page (as /reset-password does), signs in and opens an admin endpoint. */
async function useLink(link: string, email: string) {
  const client = createClient(testApp);
  const url = new URL(link);
  expect(`${url.origin}${url.pathname}`).toBe(`${TEST_PUBLIC_URL}/reset-password`);
  const reset = await client.post('/api/auth/reset-password', { token: tokenOf(link), newPassword: NEW_PASSWORD });
  expect(reset.status).toBe(200);
  const signIn = await client.post('/api/auth/sign-in/email', { email, password: NEW_PASSWORD });
  expect(signIn.status).toBe(200);
  return { client, admin: await client.get('/api/admin/users') };
}

describe('npm run admin -- create (its work, on this database)', () => {
  it('makes a new address a super_admin whose printed link sets the password, verifies the address and opens the admin API, once', async () => {
    const email = uniqueEmail('first-admin');
    const created = await administrator(email.toUpperCase());
    expect(created).toMatchObject({ outcome: 'created', email });
    expect(await roleOf(created.userId)).toBe('super_admin');
    // Without the link nobody can sign in: there is no password yet.
    expect((await createClient(testApp).post('/api/auth/sign-in/email', { email, password: NEW_PASSWORD })).status).toBe(401);

    const { admin } = await useLink(created.setPasswordLink!, email);
    expect(admin.status).toBe(200);
    const [user] = await testApp.db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, created.userId));
    expect(user?.verified).toBe(true);
    // The link works once.
    const again = await createClient(testApp).post('/api/auth/reset-password', { token: tokenOf(created.setPasswordLink!), newPassword: 'another-password-here' });
    expect(again.status).toBe(400);
    expect(await grantsOf(created.userId)).toEqual([{ actorId: null, details: { from: 'none', to: 'super_admin', source: 'admin_command' } }]);
  });

  it('promotes an existing member, who keeps signing in with their own password, and records it once', async () => {
    const member = await signedInMember(testApp, { adminRole: 'editor' });
    expect((await member.client.get('/api/admin/users')).status).toBe(403);
    const promoted = await administrator(member.email);
    expect(promoted).toMatchObject({ outcome: 'promoted', userId: member.userId });
    expect(promoted.setPasswordLink).toBeUndefined();
    expect((await member.client.get('/api/admin/users')).status).toBe(200);

    expect((await administrator(member.email)).outcome).toBe('unchanged');
    expect(await grantsOf(member.userId)).toEqual([{ actorId: null, details: { from: 'editor', to: 'super_admin', source: 'admin_command' } }]);
  });

  it('gives an unverified account a link, and no session until the link is used', async () => {
    const email = uniqueEmail('unverified');
    const client = createClient(testApp);
    expect((await signUp(client, { email })).status).toBe(200);
    const promoted = await administrator(email);
    expect(promoted.outcome).toBe('promoted');
    expect(promoted.setPasswordLink).toBeDefined();
    // The sign-up's password is right, but the address is not proven yet.
    const early = await createClient(testApp).post('/api/auth/sign-in/email', { email, password: 'correct-horse-battery' });
    expect(early.status).toBe(403);
    expect((await useLink(promoted.setPasswordLink!, email)).admin.status).toBe(200);
  });

  it('refuses a deactivated account and a non-address, changing nothing', async () => {
    const member = await fastMember(testApp);
    await testApp.db.update(profiles).set({ deactivatedAt: new Date() }).where(eq(profiles.userId, member.userId));
    await expect(administrator(member.email)).rejects.toThrow(AdministratorRefusedError);
    expect(await roleOf(member.userId)).toBeNull();
    await expect(administrator('not-an-address')).rejects.toThrow('"not-an-address" is not an e-mail address.');
    expect(await grantsOf(member.userId)).toEqual([]);
  });
});

describe('ADMIN_EMAILS', () => {
  it('makes a listed address super_admin when it is verified, not before, and records it once', async () => {
    const client = createClient(testApp);
    expect((await signUp(client, { email: LISTED })).status).toBe(200);
    const userId = await userIdOf(LISTED);
    expect(await roleOf(userId)).toBeNull();
    // At start-up an unverified listed account is left alone.
    expect(await grantAdminEmails(testApp.db, [LISTED])).toEqual([]);
    expect(await roleOf(userId)).toBeNull();

    await verifyEmail(testApp, client, LISTED);
    expect(await roleOf(userId)).toBe('super_admin');
    expect((await client.get('/api/admin/users')).status).toBe(200);
    // A later start finds it done; a demotion by staff then stands.
    await testApp.db.update(profiles).set({ adminRole: 'editor' }).where(eq(profiles.userId, userId));
    expect(await grantAdminEmails(testApp.db, [LISTED])).toEqual([]);
    expect(await roleOf(userId)).toBe('editor');
    expect(await grantsOf(userId)).toEqual([{ actorId: null, details: { from: 'none', to: 'super_admin', source: 'ADMIN_EMAILS' } }]);
  });

  it('at start-up promotes accounts verified before their address was listed, and other members never', async () => {
    const [listed, other] = [await fastMember(testApp), await fastMember(testApp)];
    expect(await grantAdminEmails(testApp.db, [listed.email.toUpperCase()])).toEqual([listed.userId]);
    expect(await grantAdminEmails(testApp.db, [listed.email])).toEqual([]);
    expect(await roleOf(listed.userId)).toBe('super_admin');
    expect(await roleOf(other.userId)).toBeNull();
    const entries = await testApp.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(eq(auditLog.subjectId, listed.userId));
    expect(entries[0]?.n).toBe(1);
  });
});

describe('the command line, as an operator runs it', () => {
  let dataDir: string | undefined;
  let opened: DatabaseHandle | undefined;
  afterAll(async () => {
    await opened?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** The environment of a server on the test database: PostgreSQL's address, or an embedded data directory made from the template. */
  async function commandEnv(): Promise<Record<string, string>> {
    if (testApp.handle.kind === 'postgres') {
      return { DATABASE_URL: (testApp.handle as { url?: string }).url!, AUTH_SECRET: TEST_AUTH_SECRET, PUBLIC_URL: TEST_PUBLIC_URL };
    }
    dataDir = await mkdtemp(path.join(tmpdir(), 'flightdeck-admin-'));
    const template = await PGlite.create(path.join(dataDir, 'pglite'), { loadDataDir: new Blob([await readFile(inject('pgliteTemplateFile'))]), extensions: PGLITE_EXTENSIONS });
    await template.close();
    return { DATA_DIR: dataDir, DATABASE_URL: '', AUTH_SECRET: '', PUBLIC_URL: TEST_PUBLIC_URL };
  }

  it(
    'prints a link that lets the new administrator in; on the embedded database, asks for the running server to be stopped',
    async () => {
      const env = await commandEnv();
      const email = uniqueEmail('operator-made');
      if (dataDir) {
        const release = await lockDataDirectory(path.resolve(dataDir));
        try {
          const held = await runScript('admin', ['create', '--email', email], env);
          expect(held.code).toBe(1);
          expect(held.stderr).toContain(`is held by the running Flightdeck server (process ${process.pid})`);
          expect(held.stderr).toContain('Stop the server');
        } finally {
          await release();
        }
      }
      const run = await runScript('admin', ['create', '--email', email], env);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`Created the account of ${email}: it is super_admin.`);
      const link = /(http\S+\/reset-password\?token=\S+)/.exec(run.stdout)?.[1];
      expect(link).toBeDefined();

      // The server then starts on that database; the person follows the link.
      const database = dataDir ? (opened = await openPglite(path.resolve(dataDir))) : undefined;
      const server = database ? await createTestApp({ database }) : testApp;
      try {
        const client = createClient(server);
        expect((await client.post('/api/auth/reset-password', { token: tokenOf(link!), newPassword: NEW_PASSWORD })).status).toBe(200);
        expect((await client.post('/api/auth/sign-in/email', { email, password: NEW_PASSWORD })).status).toBe(200);
        expect((await client.get('/api/admin/users')).status).toBe(200);
        const [grant] = await server.db.select({ details: auditLog.details }).from(auditLog).where(eq(auditLog.action, 'user.role_changed')).limit(1);
        expect(grant?.details).toMatchObject({ to: 'super_admin', source: 'admin_command' });
      } finally {
        if (server !== testApp) await server.close();
      }
    },
    SLOW,
  );
});
