import { count, eq, inArray } from 'drizzle-orm';
import { CHALLENGE_COMPLETION_XP, addDays, weekStartOf } from '#shared/schemas/challenges.ts';
import { emitEvent } from '../events.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { challengeCheckIns, challengeParticipants, challengePods, challenges } from '../db/schema/challenges.ts';
import { tactics } from '../db/schema/content.ts';
import { DEMO_DOMAIN } from './demo-accounts.ts';

const LINKED_TACTIC = 'Personalised Cold Email Outreach';

const CURRENT = {
  title: 'Talk to five potential customers',
  brief: [
    'Before you build more, **hear it from the people who would pay**.',
    '',
    '1. Write down the one problem you believe they have.',
    '2. Book five 20-minute conversations (cold e-mail works: see the linked tactic).',
    '3. Ask about the last time the problem happened, not about your idea.',
    '4. Check in after each call: what surprised you?',
    '',
    'Complete the challenge when the fifth call is done, with what you will change.',
  ].join('\n'),
};

const PAST = {
  title: 'Write your one-sentence pitch',
  brief: 'Say who it is for, what it does and why now, in one sentence. Try it on three people and keep the version they repeat back to you.',
};

/**
 * Last week's challenge, which Logan (legacy@) and Morgan (master@) took part in and Logan
 * completed, and this week's, which Logan joined and checked in to; only into a database
 * without any challenge. Logan's completion goes through the event pipeline like any other.
 */
export async function seedDemoChallenges(db: Database, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(challenges);
  if ((existing?.value ?? 0) > 0) return false;
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [`legacy@${DEMO_DOMAIN}`, `master@${DEMO_DOMAIN}`]));
  const legacy = accounts.find((account) => account.email.startsWith('legacy@'))?.id;
  const master = accounts.find((account) => account.email.startsWith('master@'))?.id;
  const [tactic] = await db.select({ id: tactics.id }).from(tactics).where(eq(tactics.name, LINKED_TACTIC));
  const thisWeek = weekStartOf(now);
  const today = now.toISOString().slice(0, 10);

  await db.transaction(async (tx) => {
    const [past] = await tx
      .insert(challenges)
      .values({ weekStart: addDays(thisWeek, -7), ...PAST })
      .returning({ id: challenges.id });
    const [current] = await tx
      .insert(challenges)
      .values({ weekStart: thisWeek, ...CURRENT, tacticId: tactic?.id ?? null })
      .returning({ id: challenges.id });
    if (!legacy || !master) return;

    const [pastPod] = await tx.insert(challengePods).values({ challengeId: past!.id, number: 1, utcOffsetMinutes: 0 }).returning({ id: challengePods.id });
    const [legacyPast, masterPast] = await tx
      .insert(challengeParticipants)
      .values([
        { challengeId: past!.id, userId: legacy, podId: pastPod!.id, seat: 1, joinedAt: new Date(`${addDays(thisWeek, -7)}T09:00:00Z`), completedAt: new Date(`${addDays(thisWeek, -3)}T18:00:00Z`) },
        { challengeId: past!.id, userId: master, podId: pastPod!.id, seat: 2, joinedAt: new Date(`${addDays(thisWeek, -6)}T08:30:00Z`) },
      ])
      .returning({ id: challengeParticipants.id });
    await tx.insert(challengeCheckIns).values([
      { participantId: legacyPast!.id, day: addDays(thisWeek, -6), body: 'First draft: "Bookkeeping for makers, done while you sleep." Too vague.' },
      { participantId: masterPast!.id, day: addDays(thisWeek, -5), body: 'Tried mine on two friends; both asked what a "workflow layer" is. Rewriting.' },
      { participantId: legacyPast!.id, day: addDays(thisWeek, -3), body: '"Monthly books for Etsy sellers, closed by the 5th." Three of three repeated it back.', final: true },
    ]);
    await emitEvent(tx, {
      type: 'challenge.completed',
      actorId: legacy,
      payload: { challengeId: past!.id, podId: pastPod!.id, title: PAST.title, xp: CHALLENGE_COMPLETION_XP },
    });

    const [currentPod] = await tx.insert(challengePods).values({ challengeId: current!.id, number: 1, utcOffsetMinutes: 0 }).returning({ id: challengePods.id });
    const [legacyNow] = await tx
      .insert(challengeParticipants)
      .values({ challengeId: current!.id, userId: legacy, podId: currentPod!.id, seat: 1 })
      .returning({ id: challengeParticipants.id });
    await tx.insert(challengeCheckIns).values({ participantId: legacyNow!.id, day: today, body: 'Sent eight cold e-mails to shop owners; two calls booked for Thursday.' });
  });
  return true;
}
