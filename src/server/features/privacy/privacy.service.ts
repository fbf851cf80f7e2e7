import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PrivacyRequestKind } from '#shared/constants.ts';
import { PRIVACY_CONFIRMATION_HOURS } from '#shared/limits.ts';
import { PRIVACY_MESSAGES, type PrivacyRequestResult } from '#shared/schemas/privacy.ts';
import type { SessionUser } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { privacyRequests } from '../../db/schema/privacy.ts';
import { badRequest } from '../../lib/errors.ts';
import { takeFormAttempt } from '../../lib/form-limit.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { deletionConfirmationEmail, privacyRequestConfirmationEmail, privacyRequestReceivedEmail } from '../../mail/templates.ts';
import { startAccountDeletion } from '../../auth/account-deletion.ts';
import { readSiteSettings } from '../../settings/site-settings.ts';

export const PRIVACY_KIND_LABELS: Record<PrivacyRequestKind, string> = {
  access: 'a copy of my personal data',
  correction: 'a correction of my personal data',
  deletion: 'the deletion of my account and personal data',
  portability: 'my data in a portable format',
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Deactivates the member's account and schedules the erasure; the confirmation e-mail is queued in the same transaction. */
export async function requestAccountDeletion(deps: { db: Database; mailer: Mailer }, user: Pick<SessionUser, 'id' | 'email' | 'name'>, reason: string | null) {
  const { db, mailer } = deps;
  const { supportEmail } = await readSiteSettings(db);
  return db.transaction(async (tx) => {
    const request = await startAccountDeletion(tx, { userId: user.id, email: user.email, reason });
    if (request.created) {
      const [profile] = await tx.select({ displayName: profiles.displayName }).from(profiles).where(eq(profiles.userId, user.id));
      await mailer.queue(deletionConfirmationEmail(user.email, profile?.displayName ?? user.name, request.eraseAfter, supportEmail), tx);
    }
    return request;
  });
}

/**
 * A privacy request. A member's is open at once (a deletion one starts the deletion); a
 * visitor's waits for the link e-mailed to the address, so no one acts on another's address.
 */
export async function submitPrivacyRequest(
  deps: { db: Database; mailer: Mailer; origin: string },
  viewer: SessionUser | null,
  input: { kind: PrivacyRequestKind; email?: string; details?: string; website?: string },
  address: string,
): Promise<PrivacyRequestResult> {
  const { db, mailer } = deps;
  if (input.website) throw badRequest(PRIVACY_MESSAGES.spam);
  const details = input.details ?? '';
  if (viewer) {
    const openRequest = { kind: input.kind, userId: viewer.id, email: viewer.email, details, status: 'open' as const, confirmedAt: sql`now()` };
    if (input.kind === 'deletion') {
      await db.insert(privacyRequests).values(openRequest);
      const request = await requestAccountDeletion(deps, viewer, details || null);
      return { status: 'open', eraseAfter: request.eraseAfter.toISOString() };
    }
    await db.transaction(async (tx) => {
      await tx.insert(privacyRequests).values(openRequest);
      await mailer.queue(privacyRequestReceivedEmail(viewer.email, PRIVACY_KIND_LABELS[input.kind]), tx);
    });
    return { status: 'open', eraseAfter: null };
  }
  if (!input.email) throw badRequest(PRIVACY_MESSAGES.emailRequired);
  await takeFormAttempt(db, 'privacy-request', address, input.email);
  const token = randomBytes(32).toString('base64url');
  const url = `${deps.origin}/privacy-request?confirm=${encodeURIComponent(token)}`;
  const email = input.email;
  await db.transaction(async (tx) => {
    await tx.insert(privacyRequests).values({ kind: input.kind, email, details, status: 'unconfirmed', confirmationTokenHash: hashToken(token) });
    await mailer.queue(privacyRequestConfirmationEmail(email, PRIVACY_KIND_LABELS[input.kind], url), tx);
  });
  return { status: 'unconfirmed', eraseAfter: null };
}

/**
 * Confirms a visitor's request from its e-mailed link (once, within 48 hours). A confirmed
 * deletion request for an address with an account deactivates that account like a member's own.
 */
export async function confirmPrivacyRequest(deps: { db: Database; mailer: Mailer }, token: string) {
  const { db } = deps;
  const [request] = await db
    .update(privacyRequests)
    .set({ status: 'open', confirmedAt: sql`now()`, confirmationTokenHash: null })
    .where(
      and(
        eq(privacyRequests.confirmationTokenHash, hashToken(token)),
        eq(privacyRequests.status, 'unconfirmed'),
        gt(privacyRequests.createdAt, sql`now() - make_interval(hours => ${PRIVACY_CONFIRMATION_HOURS})`),
      ),
    )
    .returning({ id: privacyRequests.id, kind: privacyRequests.kind, email: privacyRequests.email, details: privacyRequests.details });
  if (!request) throw badRequest(PRIVACY_MESSAGES.tokenInvalid);

  const [account] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(sql`lower(${users.email}) = lower(${request.email})`, isNull(profiles.deactivatedAt)));
  if (account) await db.update(privacyRequests).set({ userId: account.id }).where(eq(privacyRequests.id, request.id));
  if (request.kind === 'deletion' && account) {
    await requestAccountDeletion(deps, account, request.details || null);
  } else {
    await deps.mailer.queue(privacyRequestReceivedEmail(request.email, PRIVACY_KIND_LABELS[request.kind]));
  }
  return { kind: request.kind, status: 'open' as const };
}
