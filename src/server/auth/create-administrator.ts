import { randomBytes } from 'node:crypto';
import { emailAddressSchema } from '#shared/schemas/auth.ts';
import type { Database } from '../db/client.ts';
import { isDeactivated } from './account-deletion.ts';
import { displayNameFor, type Auth } from './auth.ts';
import { grantSuperAdmin } from './staff-grants.ts';

/** As long as a reset link sent by e-mail: the command can be run again for a new one. */
export const SET_PASSWORD_LINK_LIFETIME_SECONDS = 60 * 60;
const TOKEN_BYTES = 24;

export class AdministratorRefusedError extends Error {}

export type AdministratorCreated = {
  /** created: a new account; promoted: an existing one made super_admin; unchanged: it already was. */
  outcome: 'created' | 'promoted' | 'unchanged';
  userId: string;
  email: string;
  /** A one-time link to choose a password, when the account needs it to sign in (new, unverified or without one). */
  setPasswordLink?: string;
};

/**
 * `npm run admin -- create --email ...`: makes the account of an address super_admin, creating it
 * when there is none. Better-auth's own reset token is issued for an account that cannot sign in
 * yet (new, address unverified, or no password of its own); choosing a password through it proves
 * the address (auth.ts), so an unverified account never gets a session without that proof.
 */
export async function createAdministrator(
  { db, auth, publicUrl }: { db: Database; auth: Auth; publicUrl: string },
  emailInput: string,
): Promise<AdministratorCreated> {
  const parsed = emailAddressSchema.safeParse(emailInput.trim());
  if (!parsed.success) throw new AdministratorRefusedError(`"${emailInput}" is not an e-mail address.`);
  const email = parsed.data.toLowerCase();
  const context = await auth.$context;
  const existing = await context.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  if (existing && (await isDeactivated(db, existing.user.id))) {
    throw new AdministratorRefusedError(`The account of ${email} is deactivated (a deletion request): it cannot be made an administrator.`);
  }
  const user = existing?.user ?? (await context.internalAdapter.createUser({ email, name: displayNameFor(null, email), emailVerified: false }, { method: 'admin' }));
  const hasPassword = existing?.accounts.some((account) => account.providerId === 'credential' && account.password) ?? false;
  const granted = await grantSuperAdmin(db, user.id, 'admin_command');
  const result: AdministratorCreated = { outcome: !existing ? 'created' : granted ? 'promoted' : 'unchanged', userId: user.id, email };
  if (user.emailVerified && hasPassword) return result;
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: user.id,
    expiresAt: new Date(Date.now() + SET_PASSWORD_LINK_LIFETIME_SECONDS * 1_000),
  });
  return { ...result, setPasswordLink: `${publicUrl.replace(/\/$/, '')}/reset-password?token=${token}` };
}
