import { asc, count } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { publicCourse } from '../../db/public-content.ts';
import { courses } from '../../db/schema/academy.ts';

/** Published course pages for the sitemap. */
export function academySitemapSource(db: Database) {
  return {
    name: 'courses',
    count: async () => (await db.select({ total: count() }).from(courses).where(publicCourse))[0]?.total ?? 0,
    list: async (offset: number, limit: number) =>
      (await db.select({ slug: courses.slug, updatedAt: courses.updatedAt }).from(courses).where(publicCourse).orderBy(asc(courses.slug)).offset(offset).limit(limit)).map(
        (row) => ({ path: `/academy/${encodeURIComponent(row.slug)}`, lastModified: row.updatedAt }),
      ),
  };
}
