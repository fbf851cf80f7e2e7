import { asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles, subscribers } from '../../db/schema/accounts.ts';
import { userBehaviorEvents } from '../../db/schema/analytics.ts';
import { users } from '../../db/schema/auth.ts';
import { billingHistory } from '../../db/schema/billing.ts';
import { cofounderIntros, cofounderProfiles } from '../../db/schema/cofounders.ts';
import { discussions, discussionUpvotes, userFollows } from '../../db/schema/community.ts';
import { bookmarks, contentViews, ratings, toolkitItems, votes } from '../../db/schema/engagement.ts';
import { userAchievements, userExperience, xpTransactions } from '../../db/schema/gamification.ts';
import { gigApplications, gigs } from '../../db/schema/gigs.ts';
import { mentorConversations, mentorMessages, mentorQuestionDays } from '../../db/schema/mentor.ts';
import { dealReveals, deals, vipEventRsvps, vipEvents } from '../../db/schema/deals.ts';
import { challengeCheckIns, challengeParticipants, challengePods, challenges } from '../../db/schema/challenges.ts';
import { privacyRequests } from '../../db/schema/privacy.ts';
import { storySubmissions } from '../../db/schema/submissions.ts';

/**
 * Everything Flightdeck keeps about a member, as one JSON document (the right of access and
 * portability). Secrets stay out: password hashes, session tokens, provider tokens. One query per
 * kind of data.
 */
export async function exportMemberData(db: Database, userId: string) {
  const byUser = <T extends { userId: unknown }>(table: T) => eq(table.userId as never, userId);
  const [
    [account],
    [profile],
    [subscription],
    bookmarkRows,
    voteRows,
    ratingRows,
    discussionRows,
    upvoteRows,
    toolkitRows,
    readingRows,
    behaviourRows,
    billingRows,
    storyRows,
    experienceRows,
    xpRows,
    achievementRows,
    privacyRows,
    conversationRows,
    mentorMessageRows,
    mentorDayRows,
    followingRows,
    followerRows,
    gigRows,
    gigApplicationRows,
    dealRevealRows,
    rsvpRows,
    challengeRows,
    checkInRows,
    cofounderProfileRows,
    cofounderIntroRows,
  ] = await Promise.all([
    db.select({ id: users.id, email: users.email, name: users.name, emailVerified: users.emailVerified, createdAt: users.createdAt }).from(users).where(eq(users.id, userId)),
    db.select().from(profiles).where(byUser(profiles)),
    db.select().from(subscribers).where(byUser(subscribers)),
    db.select().from(bookmarks).where(byUser(bookmarks)).orderBy(asc(bookmarks.createdAt)),
    db.select().from(votes).where(byUser(votes)).orderBy(asc(votes.createdAt)),
    db.select().from(ratings).where(byUser(ratings)).orderBy(asc(ratings.createdAt)),
    db.select().from(discussions).where(eq(discussions.authorId, userId)).orderBy(asc(discussions.createdAt)),
    db.select().from(discussionUpvotes).where(byUser(discussionUpvotes)),
    db.select().from(toolkitItems).where(byUser(toolkitItems)),
    db.select().from(contentViews).where(byUser(contentViews)),
    db.select().from(userBehaviorEvents).where(byUser(userBehaviorEvents)).orderBy(asc(userBehaviorEvents.createdAt)),
    db.select().from(billingHistory).where(byUser(billingHistory)),
    db.select().from(storySubmissions).where(byUser(storySubmissions)),
    db.select().from(userExperience).where(byUser(userExperience)),
    db.select().from(xpTransactions).where(byUser(xpTransactions)),
    db.select().from(userAchievements).where(byUser(userAchievements)),
    db
      .select({ id: privacyRequests.id, kind: privacyRequests.kind, status: privacyRequests.status, details: privacyRequests.details, createdAt: privacyRequests.createdAt })
      .from(privacyRequests)
      .where(byUser(privacyRequests)),
    db.select().from(mentorConversations).where(byUser(mentorConversations)).orderBy(asc(mentorConversations.createdAt)),
    db
      .select({ conversationId: mentorMessages.conversationId, role: mentorMessages.role, content: mentorMessages.content, sources: mentorMessages.sources, createdAt: mentorMessages.createdAt })
      .from(mentorMessages)
      .innerJoin(mentorConversations, eq(mentorConversations.id, mentorMessages.conversationId))
      .where(eq(mentorConversations.userId, userId))
      .orderBy(asc(mentorMessages.createdAt)),
    db.select({ day: mentorQuestionDays.day, questions: mentorQuestionDays.questions }).from(mentorQuestionDays).where(byUser(mentorQuestionDays)),
    db
      .select({ memberId: userFollows.followeeId, createdAt: userFollows.createdAt })
      .from(userFollows)
      .where(eq(userFollows.followerId, userId))
      .orderBy(asc(userFollows.createdAt)),
    db
      .select({ memberId: userFollows.followerId, createdAt: userFollows.createdAt })
      .from(userFollows)
      .where(eq(userFollows.followeeId, userId))
      .orderBy(asc(userFollows.createdAt)),
    db
      .select({
        id: gigs.id,
        title: gigs.title,
        description: gigs.description,
        budgetMinCents: gigs.budgetMinCents,
        budgetMaxCents: gigs.budgetMaxCents,
        skills: gigs.skills,
        deadline: gigs.deadline,
        status: gigs.status,
        removedReason: gigs.removedReason,
        createdAt: gigs.createdAt,
        updatedAt: gigs.updatedAt,
      })
      .from(gigs)
      .where(eq(gigs.posterId, userId))
      .orderBy(asc(gigs.createdAt)),
    db
      .select({ gigId: gigApplications.gigId, gigTitle: gigs.title, pitch: gigApplications.pitch, picked: sql<boolean>`coalesce(${gigs.pickedApplicationId} = ${gigApplications.id}, false)`, createdAt: gigApplications.createdAt })
      .from(gigApplications)
      .innerJoin(gigs, eq(gigs.id, gigApplications.gigId))
      .where(eq(gigApplications.applicantId, userId))
      .orderBy(asc(gigApplications.createdAt)),
    db
      .select({ dealId: dealReveals.dealId, partnerName: deals.partnerName, deal: deals.title, revealedAt: dealReveals.revealedAt })
      .from(dealReveals)
      .innerJoin(deals, eq(deals.id, dealReveals.dealId))
      .where(eq(dealReveals.userId, userId))
      .orderBy(asc(dealReveals.revealedAt)),
    db
      .select({ eventId: vipEventRsvps.eventId, event: vipEvents.title, startsAt: vipEvents.startsAt, status: vipEventRsvps.status, repliedAt: vipEventRsvps.createdAt, placeSince: vipEventRsvps.placeSince })
      .from(vipEventRsvps)
      .innerJoin(vipEvents, eq(vipEvents.id, vipEventRsvps.eventId))
      .where(eq(vipEventRsvps.userId, userId))
      .orderBy(asc(vipEventRsvps.createdAt)),
    db
      .select({ id: challengeParticipants.id, week: challenges.weekStart, title: challenges.title, pod: challengePods.number, joinedAt: challengeParticipants.joinedAt, completedAt: challengeParticipants.completedAt })
      .from(challengeParticipants)
      .innerJoin(challenges, eq(challenges.id, challengeParticipants.challengeId))
      .innerJoin(challengePods, eq(challengePods.id, challengeParticipants.podId))
      .where(eq(challengeParticipants.userId, userId))
      .orderBy(asc(challengeParticipants.joinedAt)),
    db
      .select({ participantId: challengeCheckIns.participantId, day: challengeCheckIns.day, body: challengeCheckIns.body, final: challengeCheckIns.final, createdAt: challengeCheckIns.createdAt })
      .from(challengeCheckIns)
      .innerJoin(challengeParticipants, eq(challengeParticipants.id, challengeCheckIns.participantId))
      .where(eq(challengeParticipants.userId, userId))
      .orderBy(asc(challengeCheckIns.createdAt)),
    db.select().from(cofounderProfiles).where(byUser(cofounderProfiles)),
    db
      .select()
      .from(cofounderIntros)
      .where(or(eq(cofounderIntros.fromUserId, userId), eq(cofounderIntros.toUserId, userId)))
      .orderBy(asc(cofounderIntros.createdAt)),
  ]);
  const { stripeCustomerId: _customer, stripeSubscriptionId: _subscription, ...plan } = subscription ?? {};
  return {
    exportedAt: new Date().toISOString(),
    account: account ?? null,
    profile: profile ? { ...profile, firstSessionId: undefined } : null,
    subscription: subscription ? plan : null,
    bookmarks: bookmarkRows,
    votes: voteRows,
    ratings: ratingRows,
    discussions: discussionRows,
    discussionUpvotes: upvoteRows,
    toolkit: toolkitRows,
    readingHistory: readingRows,
    behaviourEvents: behaviourRows,
    billingHistory: billingRows,
    storySubmissions: storyRows,
    experience: experienceRows,
    xpTransactions: xpRows,
    achievements: achievementRows,
    privacyRequests: privacyRows,
    mentorConversations: conversationRows.map((conversation) => ({
      id: conversation.id,
      title: conversation.title,
      createdAt: conversation.createdAt,
      messages: mentorMessageRows.filter((message) => message.conversationId === conversation.id).map(({ conversationId: _id, ...message }) => message),
    })),
    mentorQuestionsPerDay: mentorDayRows,
    /** The members this member follows, and the members who follow them. */
    follows: { following: followingRows, followers: followerRows },
    /** Gigs the member posted (other members' applications to them are theirs, not in this export), and the member's own applications. */
    gigs: gigRows,
    gigApplications: gigApplicationRows,
    /** The deals whose code the member asked for. */
    dealReveals: dealRevealRows,
    /** The member's places and waitlist places at VIP events. */
    vipEventRsvps: rsvpRows,
    /** The weekly challenges the member joined (week = its Monday, UTC), their pod and their check-ins. */
    challenges: challengeRows.map(({ id, ...challenge }) => ({
      ...challenge,
      checkIns: checkInRows.filter((checkIn) => checkIn.participantId === id).map(({ participantId: _id, ...checkIn }) => checkIn),
    })),
    /** The co-founder matching profile (with the place in the line and the admission), and the introductions asked for and received. */
    cofounderMatching: {
      profile: cofounderProfileRows[0] ?? null,
      introductionsSent: cofounderIntroRows.filter((intro) => intro.fromUserId === userId),
      introductionsReceived: cofounderIntroRows.filter((intro) => intro.toUserId === userId),
    },
  };
}
