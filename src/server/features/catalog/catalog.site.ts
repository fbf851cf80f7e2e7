import { stripHtml, TACTIC_DESCRIPTION_MAX, truncateText, type PageMeta } from '#shared/seo.ts';
import type { Database } from '../../db/client.ts';
import { isPublic } from '../../db/public-content.ts';
import { isUuid } from '../../lib/params.ts';
import { asc, count } from 'drizzle-orm';
import { caseStudies, tactics } from '../../db/schema/content.ts';
import { findPublishedCaseStudy } from './case-studies.queries.ts';
import { findPublishedTactic } from './tactics.queries.ts';

const DESCRIPTION_MAX = 160;

/** Search-engine and social-card metadata of case study and tactic pages, read from the database. */
export async function catalogPageMeta(db: Database, pathname: string): Promise<PageMeta | 'not-found' | null> {
  const [, section, id] = pathname.split('/');
  if (!id || (section !== 'case-studies' && section !== 'tactics')) return null;
  // A page of the app's own under the section, with static metadata.
  if (pathname === '/case-studies/compare') return null;
  // An id that names nothing published is a missing page: crawlers must see a 404, not a soft 404.
  if (!isUuid(id)) return 'not-found';
  if (section === 'case-studies') {
    const study = await findPublishedCaseStudy(db, id);
    if (!study) return 'not-found';
    const description = truncateText(study.snippet ?? study.contentStructure.introduction, DESCRIPTION_MAX);
    return {
      title: study.title,
      description,
      keywords: [...study.tags, ...study.niche, study.caseStudyType === 'failure' ? 'failure analysis' : 'startup case study'],
      path: pathname,
      type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: study.title,
        description,
        datePublished: study.publishedAt?.toISOString(),
        dateModified: study.updatedAt.toISOString(),
        keywords: study.tags.join(', '),
        about: study.businessName ? { '@type': 'Organization', name: study.businessName } : undefined,
        publisher: { '@type': 'Organization', name: 'Flightdeck' },
      },
    };
  }
  if (section === 'tactics') {
    const tactic = await findPublishedTactic(db, id);
    if (!tactic) return 'not-found';
    const description = truncateText(stripHtml(tactic.descriptionHtml), TACTIC_DESCRIPTION_MAX);
    return {
      title: tactic.name,
      description,
      keywords: [tactic.category, 'growth tactic', ...tactic.tags],
      path: pathname,
      type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'HowTo',
        name: tactic.name,
        description,
        step: tactic.implementationTips.map((tip) => ({ '@type': 'HowToStep', text: tip })),
      },
    };
  }
  return null;
}

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
