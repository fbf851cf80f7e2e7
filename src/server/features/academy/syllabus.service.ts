import { asc, eq, inArray } from 'drizzle-orm';
import { SYLLABUS_MESSAGES, type Syllabus, type SyllabusWeek, type SyllabusWeekWrite } from '#shared/academy-syllabus.ts';
import type { SessionUser } from '../../app-context.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { academySyllabusWeeks, courses } from '../../db/schema/academy.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, notFound } from '../../lib/errors.ts';

const columns = { week: academySyllabusWeeks.week, title: academySyllabusWeeks.title, topics: academySyllabusWeeks.topics, requiredCourses: academySyllabusWeeks.requiredCourses };

export async function getSyllabus(db: Database): Promise<Syllabus> {
  return { weeks: await db.select(columns).from(academySyllabusWeeks).orderBy(asc(academySyllabusWeeks.week)) };
}

/**
 * Replaces one week, public at once, so only publishers may (a contributor is refused); required
 * courses must exist. Audited in the same transaction.
 */
export async function updateSyllabusWeek(db: Database, user: SessionUser, week: number, input: SyllabusWeekWrite): Promise<SyllabusWeek> {
  authorize(user, 'publish');
  const requiredCourses = [...new Set(input.requiredCourses)];
  if (requiredCourses.length > 0) {
    const found = await db.select({ slug: courses.slug }).from(courses).where(inArray(courses.slug, requiredCourses));
    if (found.length !== requiredCourses.length) throw badRequest(SYLLABUS_MESSAGES.unknownCourse);
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(academySyllabusWeeks).where(eq(academySyllabusWeeks.week, week)).for('update');
    if (!before) throw notFound('No such syllabus week');
    const [after] = await tx
      .update(academySyllabusWeeks)
      .set({ title: input.title, topics: input.topics, requiredCourses, updatedAt: new Date() })
      .where(eq(academySyllabusWeeks.week, week))
      .returning(columns);
    await recordAudit(tx, { actorId: user.id, action: 'syllabus.week_updated', subjectType: 'syllabus_week', subjectId: String(week), details: { before, after } });
    return after!;
  });
}
