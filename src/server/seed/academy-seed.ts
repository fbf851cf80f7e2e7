import { count } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bootcamps, buildTemplates, courseModules, courses } from '../db/schema/academy.ts';
import { DEMO_BOOTCAMPS } from './academy/bootcamps.ts';
import { DEMO_COURSES } from './academy/courses.ts';
import { DEMO_TEMPLATES } from './academy/templates.ts';

const DAY_MS = 86_400_000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Loads the demo courses (with their modules), bootcamps and build templates, each only into
 * an empty table, in one transaction. Bootcamp start dates count from today.
 */
export async function seedAcademy(db: Database, today = new Date()): Promise<boolean> {
  const [[courseTotal], [bootcampTotal], [templateTotal]] = await Promise.all([
    db.select({ value: count() }).from(courses),
    db.select({ value: count() }).from(bootcamps),
    db.select({ value: count() }).from(buildTemplates),
  ]);
  const loadCourses = (courseTotal?.value ?? 0) === 0;
  const loadBootcamps = (bootcampTotal?.value ?? 0) === 0;
  const loadTemplates = (templateTotal?.value ?? 0) === 0;
  if (!loadCourses && !loadBootcamps && !loadTemplates) return false;

  await db.transaction(async (tx) => {
    if (loadCourses) {
      for (const [position, course] of DEMO_COURSES.entries()) {
        const { modules, ...fields } = course;
        const durationMinutes = modules.reduce((sum, module) => sum + module.durationMinutes, 0);
        const [row] = await tx.insert(courses).values({ ...fields, durationMinutes, position }).returning({ id: courses.id });
        await tx.insert(courseModules).values(
          modules.map((module, index) => ({
            courseId: row!.id,
            position: index + 1,
            title: module.title,
            summary: module.summary,
            bodyMarkdown: module.body,
            durationMinutes: module.durationMinutes,
          })),
        );
      }
    }
    if (loadBootcamps) {
      await tx.insert(bootcamps).values(
        DEMO_BOOTCAMPS.map(({ startsInDays, ...bootcamp }, position) => ({
          ...bootcamp,
          startDate: isoDate(new Date(today.getTime() + startsInDays * DAY_MS)),
          position,
        })),
      );
    }
    if (loadTemplates) {
      await tx.insert(buildTemplates).values(DEMO_TEMPLATES.map((template, position) => ({ ...template, position })));
    }
  });
  return true;
}
