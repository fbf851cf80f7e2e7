import { and, asc, count, eq } from 'drizzle-orm';
import { COURSE_LEVEL_LABELS, COURSE_TYPE_LABELS } from '#shared/constants.ts';
import { truncateText, type PageMeta } from '#shared/seo.ts';
import type { Database } from '../../db/client.ts';
import { publicCourse } from '../../db/public-content.ts';
import { courses } from '../../db/schema/academy.ts';

const DESCRIPTION_MAX = 160;

/** Metadata of a course page (/academy/{slug}); null for other paths, 'not-found' for an unknown course. */
export async function academyPageMeta(db: Database, pathname: string): Promise<PageMeta | 'not-found' | null> {
  const match = /^\/academy\/([^/]+)$/.exec(pathname);
  if (!match) return null;
  const [course] = await db
    .select({ title: courses.title, summary: courses.summary, courseType: courses.courseType, level: courses.level, isPro: courses.isPro, updatedAt: courses.updatedAt })
    .from(courses)
    .where(and(publicCourse, eq(courses.slug, decodeURIComponent(match[1]!))));
  if (!course) return 'not-found';
  const description = truncateText(course.summary, DESCRIPTION_MAX);
  return {
    title: course.title,
    description,
    keywords: [COURSE_TYPE_LABELS[course.courseType].toLowerCase(), COURSE_LEVEL_LABELS[course.level].toLowerCase(), 'founder course', 'startup academy'],
    path: pathname,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: course.title,
      description,
      educationalLevel: COURSE_LEVEL_LABELS[course.level],
      isAccessibleForFree: !course.isPro,
      provider: { '@type': 'Organization', name: 'Flightdeck' },
    },
  };
}

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
