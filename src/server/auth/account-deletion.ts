import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { DELETED_MEMBER_NAME } from '#shared/constants.ts';
import { DELETION_GRACE_DAYS } from '#shared/limits.ts';
import type { Database } from '../db/client.ts';
import { emailOutbox, profiles, subscribers } from '../db/schema/accounts.ts';
import { userBehaviorEvents } from '../db/schema/analytics.ts';
import { accounts, sessions, users, verifications } from '../db/schema/auth.ts';
import { waitlistEntries } from '../db/schema/academy.ts';
import { userActions, userFollows } from '../db/schema/community.ts';
import { bookmarks, contentViews, ratings, toolkitItems } from '../db/schema/engagement.ts';
import { gigApplications, gigs } from '../db/schema/gigs.ts';
import { mentorConversations, mentorQuestionDays } from '../db/schema/mentor.ts';
import { dealReveals, vipEventRsvps } from '../db/schema/deals.ts';
import { challengeParticipants } from '../db/schema/challenges.ts';
import { cofounderIntros, cofounderProfiles } from '../db/schema/cofounders.ts';
import { dataDeletionRequests, privacyRequests } from '../db/schema/privacy.ts';
import { storySubmissions } from '../db/schema/submissions.ts';
import { emitEvent } from '../events.ts';

// PRODUCT §13. A deletion request deactivates the account at once and erases its personal data
// DELETION_GRACE_DAYS later (an event with run_after), or earlier when staff carry it out. The
// users row itself stays, anonymised: votes, ratings, upvotes and discussions keep counting and
// discussions read "Deleted member". Billing history stays for the legal retention of accounts.

type Tx = Database;

const DAY_MS = 24 * 60 * 60 * 1000;
const PAID_TIERS = ['community', 'master_builder'] as const;

export type DeletionRequest = { id: string; eraseAfter: Date; created: boolean };

/** "jane@example.com" -> "j***@example.com": what the record of an erasure keeps of the address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** The address an erased account is left with: unique, and no one can receive mail there. */
export const erasedEmail = (userId: string) => `erased-${userId}@erased.invalid`;

/**
 * Deactivates the account and schedules its erasure, in the caller's transaction: sign-in is
 * refused from now on (auth.ts), every session ends, a paid subscription stops renewing. A
 * second request while one is open returns the open one.
 */
export async function startAccountDeletion(
  tx: Tx,
  input: { userId: string; email: string; reason: string | null; now?: Date },
): Promise<DeletionRequest> {
  const now = input.now ?? new Date();
  const [open] = await tx
    .select({ id: dataDeletionRequests.id, eraseAfter: dataDeletionRequests.eraseAfter })
    .from(dataDeletionRequests)
    .where(and(eq(dataDeletionRequests.userId, input.userId), inArray(dataDeletionRequests.status, ['pending', 'confirmed'])))
    .for('update');
  if (open?.eraseAfter) return { id: open.id, eraseAfter: open.eraseAfter, created: false };

  const eraseAfter = new Date(now.getTime() + DELETION_GRACE_DAYS * DAY_MS);
  const [request] = await tx
    .insert(dataDeletionRequests)
    .values({ userId: input.userId, email: input.email, reason: input.reason, status: 'confirmed', requestedAt: now, confirmedAt: now, eraseAfter })
    .returning({ id: dataDeletionRequests.id });
  if (!request) throw new Error('deletion request not recorded');

  await tx.update(profiles).set({ deactivatedAt: now }).where(eq(profiles.userId, input.userId));
  await tx.delete(sessions).where(eq(sessions.userId, input.userId));
  const [stopped] = await tx
    .update(subscribers)
    .set({ cancelAtPeriodEnd: true, pendingTier: null, pendingBillingCycle: null, updatedAt: now })
    .where(and(eq(subscribers.userId, input.userId), inArray(subscribers.subscriptionTier, [...PAID_TIERS])))
    .returning({ stripeSubscriptionId: subscribers.stripeSubscriptionId });
  // The billing feature stops the renewal at the payment provider too.
  await emitEvent(tx, { type: 'account.deactivated', actorId: input.userId, payload: { userId: input.userId, stripeSubscriptionId: stopped?.stripeSubscriptionId ?? null } });
  await emitEvent(tx, { type: 'account.erasure_due', actorId: input.userId, payload: { requestId: request.id } }, { runAfter: eraseAfter });
  return { id: request.id, eraseAfter, created: true };
}

/** Whether the account may sign in: false once a deletion request has deactivated it. */
export async function isDeactivated(db: Pick<Database, 'select'>, userId: string): Promise<boolean> {
  const [row] = await db.select({ deactivatedAt: profiles.deactivatedAt }).from(profiles).where(eq(profiles.userId, userId));
  return row?.deactivatedAt != null;
}

/**
 * Erases the personal data of a deletion request's account, once: a request already carried out
 * (or cancelled) changes nothing, so the scheduled event and staff's "erase now" can both run.
 * Returns whether this call erased it.
 */
export async function eraseAccount(tx: Tx, requestId: string, erasedBy: string | null): Promise<boolean> {
  const [request] = await tx
    .select({ id: dataDeletionRequests.id, userId: dataDeletionRequests.userId, email: dataDeletionRequests.email, status: dataDeletionRequests.status })
    .from(dataDeletionRequests)
    .where(eq(dataDeletionRequests.id, requestId))
    .for('update');
  if (!request || request.status !== 'confirmed') return false;

  const userId = request.userId;
  if (userId) {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const addresses = [...new Set([request.email, user?.email].filter((value): value is string => Boolean(value)))];
    const [subscription] = await tx
      .select({ stripeSubscriptionId: subscribers.stripeSubscriptionId })
      .from(subscribers)
      .where(eq(subscribers.userId, userId));

    await tx
      .update(users)
      .set({ email: erasedEmail(userId), name: DELETED_MEMBER_NAME, image: null, emailVerified: false, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    // Password-reset tokens name the user in their value.
    await tx.delete(verifications).where(eq(verifications.value, userId));
    await tx
      .update(profiles)
      .set({
        displayName: DELETED_MEMBER_NAME,
        avatarUrl: null,
        bio: null,
        websiteUrl: null,
        twitterUrl: null,
        linkedinUrl: null,
        jobTitle: null,
        company: null,
        companyWebsite: null,
        companySize: null,
        businessType: null,
        businessCategory: null,
        city: null,
        state: null,
        country: null,
        aboutMe: null,
        timeZone: null,
        adminRole: null,
        updatedAt: sql`now()`,
      })
      .where(eq(profiles.userId, userId));
    // The paid plan ends with the account, without a refund (access spec §2, Data deletion).
    await tx
      .update(subscribers)
      .set({
        email: null,
        subscriptionTier: 'explorer',
        billingCycle: null,
        currentPeriodEnd: null,
        pendingTier: null,
        pendingBillingCycle: null,
        cancelAtPeriodEnd: false,
        stripeCustomerId: null,
        stripeSubscriptionId: null,
        updatedAt: sql`now()`,
      })
      .where(eq(subscribers.userId, userId));
    await tx.delete(bookmarks).where(eq(bookmarks.userId, userId));
    // Ratings keep counting in the averages; only the words were personal.
    await tx.update(ratings).set({ reviewText: null }).where(eq(ratings.userId, userId));
    await tx.delete(userBehaviorEvents).where(eq(userBehaviorEvents.userId, userId));
    await tx.delete(contentViews).where(eq(contentViews.userId, userId));
    await tx.delete(toolkitItems).where(eq(toolkitItems.userId, userId));
    await tx.delete(userActions).where(eq(userActions.targetId, userId));
    await tx.delete(userFollows).where(or(eq(userFollows.followerId, userId), eq(userFollows.followeeId, userId)));
    await tx.delete(storySubmissions).where(eq(storySubmissions.userId, userId));
    // Conversations with Leo, their messages with them.
    await tx.delete(mentorConversations).where(eq(mentorConversations.userId, userId));
    await tx.delete(mentorQuestionDays).where(eq(mentorQuestionDays.userId, userId));
    // Gigs (decision 063): the member's own gigs go, with every application to them (an open gig
    // nobody can pick from any more; a filled one's agreement lives outside Flightdeck). Their
    // applications to others' gigs go too; a gig that had picked them stays filled, its pick
    // shown as gone.
    await tx.delete(gigs).where(eq(gigs.posterId, userId));
    await tx.delete(gigApplications).where(eq(gigApplications.applicantId, userId));
    // Deals asked for, and places at VIP events: a freed place goes to the event's waitlist.
    await tx.delete(dealReveals).where(eq(dealReveals.userId, userId));
    const places = await tx.delete(vipEventRsvps).where(eq(vipEventRsvps.userId, userId)).returning({ eventId: vipEventRsvps.eventId, status: vipEventRsvps.status });
    for (const place of places.filter((rsvp) => rsvp.status === 'going')) {
      await emitEvent(tx, { type: 'vip_event.places_freed', actorId: erasedBy, payload: { eventId: place.eventId } });
    }
    // Weekly challenges joined, their check-ins with them; the seat in the pod is free again.
    await tx.delete(challengeParticipants).where(eq(challengeParticipants.userId, userId));
    // The co-founder matching profile (and the place in the line), and every introduction the member asked for or received.
    await tx.delete(cofounderProfiles).where(eq(cofounderProfiles.userId, userId));
    await tx.delete(cofounderIntros).where(or(eq(cofounderIntros.fromUserId, userId), eq(cofounderIntros.toUserId, userId)));
    if (addresses.length > 0) {
      const lowered = addresses.map((address) => address.toLowerCase());
      await tx.delete(waitlistEntries).where(inArray(sql`lower(${waitlistEntries.email})`, lowered));
      await tx.delete(emailOutbox).where(inArray(sql`lower(${emailOutbox.recipient})`, lowered));
    }
    await tx
      .update(privacyRequests)
      .set({ email: maskEmail(request.email), details: '' })
      .where(eq(privacyRequests.userId, userId));
    await emitEvent(tx, {
      type: 'account.erased',
      actorId: erasedBy,
      payload: { userId, stripeSubscriptionId: subscription?.stripeSubscriptionId ?? null },
    });
  }

  await tx
    .update(dataDeletionRequests)
    .set({ status: 'completed', completedAt: sql`now()`, completedBy: erasedBy, email: maskEmail(request.email), reason: null })
    .where(eq(dataDeletionRequests.id, request.id));
  return true;
}
