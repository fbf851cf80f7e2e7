import { asc, count, desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bootcamps, waitlistEntries } from '../../db/schema/academy.ts';

const NO_VIEWER = '00000000-0000-0000-0000-000000000000';

/** Bootcamps in order with the seats bought (counted from enrolments) and whether the viewer holds one. */
export function listBootcamps(db: Database, viewerId: string | null) {
  return db
    .select({
      id: bootcamps.id,
      slug: bootcamps.slug,
      name: bootcamps.name,
      description: bootcamps.description,
      startDate: bootcamps.startDate,
      durationWeeks: bootcamps.durationWeeks,
      maxSeats: bootcamps.maxSeats,
      priceCents: bootcamps.priceCents,
      features: bootcamps.features,
      enrolled: sql<number>`(select count(*)::int from bootcamp_enrollments be where be.bootcamp_id = "bootcamps"."id")`,
      viewerEnrolled: sql<boolean>`exists (select 1 from bootcamp_enrollments be where be.bootcamp_id = "bootcamps"."id" and be.user_id = ${viewerId ?? NO_VIEWER})`,
    })
    .from(bootcamps)
    .orderBy(asc(bootcamps.position), asc(bootcamps.startDate));
}

/** Adds the address to the general list; false when it was already there (any letter case). */
export async function addToWaitlist(tx: Pick<Database, 'insert'>, email: string, userId: string | null): Promise<boolean> {
  const inserted = await tx
    .insert(waitlistEntries)
    .values({ email, userId })
    .onConflictDoNothing()
    .returning({ id: waitlistEntries.id });
  return inserted.length > 0;
}

export async function waitlistPage(db: Database, page: number, pageSize: number) {
  const [entries, [total]] = await Promise.all([
    db
      .select({ id: waitlistEntries.id, email: waitlistEntries.email, bootcampSlug: waitlistEntries.bootcampSlug, createdAt: waitlistEntries.createdAt })
      .from(waitlistEntries)
      .orderBy(desc(waitlistEntries.createdAt), asc(waitlistEntries.id))
      .offset((page - 1) * pageSize)
      .limit(pageSize),
    db.select({ value: count() }).from(waitlistEntries),
  ]);
  return { entries, total: total?.value ?? 0 };
}
