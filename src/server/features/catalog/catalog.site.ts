import type { Database } from '../../db/client.ts';
import { isPublic } from '../../db/public-content.ts';
import { asc, count } from 'drizzle-orm';
import { caseStudies, tactics } from '../../db/schema/content.ts';

/** One kind of published content for the sitemap, counted and listed a slice at a time (by id, a stable order). */
function publishedSitemapSource(db: Database, name: string, table: typeof caseStudies | typeof tactics, pathPrefix: string) {
  const visible = isPublic(table);
  return {
    name,
    count: async () => (await db.select({ total: count() }).from(table).where(visible))[0]?.total ?? 0,
    list: async (offset: number, limit: number) =>
      (await db.select({ id: table.id, updatedAt: table.updatedAt }).from(table).where(visible).orderBy(asc(table.id)).offset(offset).limit(limit)).map(
        (row) => ({ path: `${pathPrefix}/${row.id}`, lastModified: row.updatedAt }),
      ),
  };
}

/** Published case studies and tactics for the sitemap. */
export function catalogSitemapSources(db: Database) {
  return [publishedSitemapSource(db, 'case-studies', caseStudies, '/case-studies'), publishedSitemapSource(db, 'tactics', tactics, '/tactics')];
}
