import { count, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { CaseStudyMetrics } from '../../shared/schemas/case-study-content.ts';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/admin.ts';
import { users } from '../db/schema/auth.ts';
import { caseStudies, tactics } from '../db/schema/content.ts';
import { sanitizeRichText } from '../lib/sanitize-html.ts';
import { DEMO_DOMAIN } from './demo-accounts.ts';

const demoEmail = (local: string) => `${local}@${DEMO_DOMAIN}`;

/** Fictional member submissions waiting in the review queue, or returned to their authors with an editor's note. */
const CASE_STUDY_SUBMISSIONS: {
  author: string;
  status: 'in_review' | 'returned';
  reviewNote: string | null;
  title: string;
  regionTags: string[];
  introduction: string;
  problem: string;
  solution: string;
  metrics: CaseStudyMetrics;
}[] = [
  {
    author: 'explorer',
    status: 'in_review',
    reviewNote: null,
    title: 'Night-Market Noodle Kits: Street Food Recipes Sold as Weekly Boxes',
    regionTags: ['Asia', 'Southeast Asia'],
    introduction:
      'A night-market noodle stall (a fictional demo business) started boxing its broth, noodles and toppings for customers who could not queue on weeknights.',
    problem:
      'The stall sold out by nine every evening, but rent and ingredients were paid for the whole week. Rainy nights wiped out the margin entirely.',
    solution:
      'Pre-ordered weekly kits, collected on Sunday, set a baseline the stall could plan around; the queue on good nights became the upside rather than the plan.',
    metrics: { subscribers: 210, 'kit price': '$24' },
  },
  {
    author: 'community',
    status: 'returned',
    reviewNote: 'Thanks! Please add the monthly revenue and say how long the waiting list took to build, then send it again.',
    title: 'Harbour Sauna Club: A Floating Sauna Funded by Pre-Sold Memberships',
    regionTags: ['Europe', 'Nordics'],
    introduction:
      'Two friends (fictional demo founders) built a floating sauna in a city harbour and paid for the build with memberships sold a season in advance.',
    problem:
      'Banks would not lend against a floating building, and the harbour authority wanted proof of demand before granting a mooring licence.',
    solution:
      'A waiting list with a refundable deposit showed the harbour authority real demand, and the deposits paid for the hull before the first bather arrived.',
    metrics: { members: 380 },
  },
];

const TACTIC_SUBMISSIONS = [
  {
    author: 'explorer',
    status: 'in_review' as const,
    reviewNote: null,
    name: 'Referral ladder on the waiting list',
    category: 'referral' as const,
    description:
      'Everyone on the waiting list gets a personal link.\nEach friend who joins moves them up ten places, and the top fifty get in first.\nShow the current position on every e-mail so the ladder stays visible.',
    successSignals: ['More than a third of sign-ups come through links', 'Position e-mails get opened'],
    failureSignals: ['Sign-ups from links never convert', 'People game it with throwaway addresses'],
  },
  {
    author: 'master',
    status: 'returned' as const,
    reviewNote: 'Could you add a failure signal about unsubscribes, and an example of the first e-mail?',
    name: 'Founder-written onboarding e-mails',
    category: 'activation' as const,
    description:
      'Send the first three onboarding e-mails from the founder, in plain text, each asking one question.\nReplies go to a real inbox and every one gets an answer within a day.',
    successSignals: ['One in ten new members replies'],
    failureSignals: ['Replies pile up unanswered'],
  },
];

const paragraphs = (text: string) => sanitizeRichText(`<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n/g, '<br />')}</p>`);

/**
 * Member submissions from the demo accounts, so the review queue, the authors' submission pages
 * and their notifications have something real. Only when the demo accounts exist and no member
 * has submitted anything yet.
 */
export async function seedDemoSubmissions(db: Database): Promise<boolean> {
  const authors = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['explorer', 'community', 'master'].map(demoEmail)));
  if (authors.length === 0) return false;
  const [[studies], [tacticRows]] = await Promise.all([
    db.select({ value: count() }).from(caseStudies).where(isNotNull(caseStudies.submittedBy)),
    db.select({ value: count() }).from(tactics).where(or(isNotNull(tactics.submittedBy), eq(tactics.status, 'in_review'))),
  ]);
  if ((studies?.value ?? 0) > 0 || (tacticRows?.value ?? 0) > 0) return false;
  const authorId = (local: string) => authors.find((author) => author.email === demoEmail(local))?.id ?? null;

  await db.transaction(async (tx) => {
    for (const study of CASE_STUDY_SUBMISSIONS) {
      const submittedBy = authorId(study.author);
      if (!submittedBy) continue;
      const [row] = await tx
        .insert(caseStudies)
        .values({
          title: study.title,
          status: study.status,
          reviewNote: study.reviewNote,
          regionTags: study.regionTags,
          contentStructure: { introduction: study.introduction, problem: study.problem, solution: study.solution, metrics: study.metrics },
          submittedBy,
          publishedAt: null,
        })
        .returning({ id: caseStudies.id });
      await tx.insert(auditLog).values({ actorId: submittedBy, action: 'submission.created', subjectType: 'case_study', subjectId: row!.id, details: { title: study.title, status: 'in_review' } });
    }
    for (const tactic of TACTIC_SUBMISSIONS) {
      const submittedBy = authorId(tactic.author);
      if (!submittedBy) continue;
      const [row] = await tx
        .insert(tactics)
        .values({
          name: tactic.name,
          category: tactic.category,
          descriptionHtml: paragraphs(tactic.description),
          successSignals: tactic.successSignals,
          failureSignals: tactic.failureSignals,
          status: tactic.status,
          reviewNote: tactic.reviewNote,
          submittedBy,
          publishedAt: null,
        })
        .returning({ id: tactics.id });
      await tx.insert(auditLog).values({ actorId: submittedBy, action: 'submission.created', subjectType: 'tactic', subjectId: row!.id, details: { title: tactic.name, status: 'in_review' } });
    }
  });
  return true;
}
