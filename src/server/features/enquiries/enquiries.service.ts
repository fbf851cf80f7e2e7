import { sql } from 'drizzle-orm';
import type { EnquiryKind } from '#shared/constants.ts';
import { ADVERTISING_PACKAGES } from '#shared/advertising.ts';
import { PRIVACY_MESSAGES, type Reach } from '#shared/schemas/privacy.ts';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema/accounts.ts';
import { userBehaviorEvents } from '../../db/schema/analytics.ts';
import { users } from '../../db/schema/auth.ts';
import { discussions } from '../../db/schema/community.ts';
import { caseStudyFacetCounts } from '../../db/schema/content.ts';
import { enquiries } from '../../db/schema/privacy.ts';
import { badRequest } from '../../lib/errors.ts';
import { takeFormAttempt } from '../../lib/form-limit.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { staffEnquiryEmail } from '../../mail/templates.ts';
import { readSiteSettings } from '../../settings/site-settings.ts';

export type EnquiryFields = {
  kind: EnquiryKind;
  name: string;
  email: string;
  company?: string;
  subject?: string;
  package?: string;
  message: string;
  website?: string;
};

/**
 * Stores a contact or advertising message and e-mails it to the support address. Spam is kept
 * out without a third party: a field people never fill in, and a per-address hourly limit
 * counted in the database.
 */
export async function submitEnquiry(deps: { db: Database; mailer: Mailer }, input: EnquiryFields, address: string) {
  const { db, mailer } = deps;
  if (input.website) throw badRequest(PRIVACY_MESSAGES.spam);
  await takeFormAttempt(db, 'enquiry', address);
  const packageName = input.kind === 'advertising' ? ADVERTISING_PACKAGES.find((p) => p.key === input.package)?.name : undefined;
  const { supportEmail } = await readSiteSettings(db);
  // Stored and queued together: staff get every stored message, and no e-mail without one.
  await db.transaction(async (tx) => {
    await tx.insert(enquiries).values({
      kind: input.kind,
      name: input.name,
      email: input.email,
      company: input.company || null,
      subject: input.subject || null,
      package: input.kind === 'advertising' ? (input.package ?? null) : null,
      message: input.message,
    });
    await mailer.queue(
      staffEnquiryEmail(supportEmail, {
        kind: input.kind,
        name: input.name,
        email: input.email,
        message: input.message,
        ...(input.company && { company: input.company }),
        ...(input.subject && { subject: input.subject }),
        ...(packageName && { package: packageName }),
      }),
      tx,
    );
  });
}

/** The advertising page's reach figures, counted from the database (never claimed). */
export async function countReach(db: Database): Promise<Reach> {
  const [row] = await db
    .select({
      members: sql<number>`(select count(*) from ${users} join ${profiles} on ${profiles.userId} = ${users.id} where ${profiles.deactivatedAt} is null)`.mapWith(Number),
      caseStudies: sql<number>`coalesce((select ${caseStudyFacetCounts.uses} from ${caseStudyFacetCounts} where ${caseStudyFacetCounts.facet} = 'all' and ${caseStudyFacetCounts.key} = ''), 0)`.mapWith(Number),
      discussions: sql<number>`(select count(*) from ${discussions})`.mapWith(Number),
      monthlyPageViews: sql<number>`(select count(*) from ${userBehaviorEvents} where ${userBehaviorEvents.eventType} = 'page_view' and ${userBehaviorEvents.createdAt} > now() - interval '30 days')`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row ?? { members: 0, caseStudies: 0, discussions: 0, monthlyPageViews: 0 };
}
