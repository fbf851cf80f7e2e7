import { count, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { gigApplications, gigs } from '../db/schema/gigs.ts';
import { DEMO_DOMAIN } from './demo-accounts.ts';

const DAY_MS = 86_400_000;

/** Fictional gigs posted by the demo members with the marketplace (Master Builder, Legacy Founder, super_admin). */
const DEMO_GIGS: { poster: string; title: string; description: string; budget: [number, number]; skills: string[]; daysLeft: number; applicant?: { who: string; pitch: string } }[] = [
  {
    poster: 'master',
    title: 'Landing page copy for a meal-kit waitlist',
    description: [
      'I am launching a regional meal-kit service (a fictional demo business) and need the copy for a one-page waitlist site.',
      '',
      '**What I need**',
      '- A headline and subheadline that say who it is for',
      '- Three benefit blocks and a short FAQ',
      '- Two rounds of edits',
      '',
      'I have interview notes from 14 early customers to work from.',
    ].join('\n'),
    budget: [400, 400],
    skills: ['copywriting', 'landing pages'],
    daysLeft: 21,
    applicant: { who: 'legacy', pitch: 'I have written waitlist pages for two food subscriptions; happy to turn your interview notes into the headline and FAQ within a week.' },
  },
  {
    poster: 'legacy',
    title: 'Stripe billing set-up for a small SaaS',
    description: [
      'Our scheduling tool for physiotherapists (fictional demo) needs monthly and annual plans in Stripe, a customer portal and webhooks that update our database.',
      '',
      'The app is Node and PostgreSQL. You would work in a branch; I review and merge.',
    ].join('\n'),
    budget: [1200, 2000],
    skills: ['stripe', 'node.js', 'postgresql'],
    daysLeft: 30,
  },
  {
    poster: 'master',
    title: 'Customer interviews: ten calls with independent gym owners',
    description: [
      'Book and run ten 30-minute calls with owners of independent gyms about how they sell memberships today.',
      '',
      'You get the interview script; I need the recordings (with consent) and a one-page summary of patterns.',
    ].join('\n'),
    budget: [600, 900],
    skills: ['customer research', 'interviewing'],
    daysLeft: 14,
  },
  {
    poster: 'superadmin',
    title: 'Logo and colour palette for a community newsletter',
    description: 'A simple wordmark and a five-colour palette for a founders’ newsletter (fictional demo), delivered as SVG with light and dark variants.',
    budget: [250, 250],
    skills: ['branding', 'graphic design'],
    daysLeft: 10,
  },
];

/**
 * Loads the demo gigs into a database without any, so /gigs is not empty on first start.
 * Deadlines count from the day they are loaded.
 */
export async function seedDemoGigs(db: Database, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(gigs);
  if ((existing?.value ?? 0) > 0) return false;
  const members = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...new Set(DEMO_GIGS.flatMap((gig) => [gig.poster, ...(gig.applicant ? [gig.applicant.who] : [])]))].map((local) => `${local}@${DEMO_DOMAIN}`)));
  const idOf = (local: string) => members.find((member) => member.email === `${local}@${DEMO_DOMAIN}`)?.id;
  if (!DEMO_GIGS.every((gig) => idOf(gig.poster))) return false;
  await db.transaction(async (tx) => {
    for (const [index, gig] of DEMO_GIGS.entries()) {
      const [row] = await tx
        .insert(gigs)
        .values({
          posterId: idOf(gig.poster)!,
          title: gig.title,
          description: gig.description,
          budgetMinCents: gig.budget[0] * 100,
          budgetMaxCents: gig.budget[1] * 100,
          skills: gig.skills,
          deadline: new Date(now.getTime() + gig.daysLeft * DAY_MS).toISOString().slice(0, 10),
          // An hour apart, the first the newest: the list (newest first) shows them in this order.
          createdAt: new Date(now.getTime() - (index + 1) * 3_600_000),
        })
        .returning({ id: gigs.id });
      const applicantId = gig.applicant && idOf(gig.applicant.who);
      if (gig.applicant && applicantId) await tx.insert(gigApplications).values({ gigId: row!.id, applicantId, pitch: gig.applicant.pitch });
    }
  });
  return true;
}
