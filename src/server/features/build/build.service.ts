import { and, asc, eq } from 'drizzle-orm';
import { can } from '#shared/domain/policy.ts';
import { BUILD_MESSAGES, type BuildTemplateList, type CommunityLink } from '#shared/schemas/build.ts';
import type { SessionUser } from '../../app-context.ts';
import { authorize, toActor } from '../../auth/authorize.ts';
import type { Database } from '../../db/client.ts';
import { buildTemplates } from '../../db/schema/academy.ts';
import { notFound, unauthenticated } from '../../lib/errors.ts';
import { readSiteSettings } from '../../settings/site-settings.ts';

const TEMPLATE_RIGHT = 'ALL_COURSES_AND_TEMPLATES';
const EXTENSIONS = { markdown: 'md', csv: 'csv' } as const;
const MEDIA_TYPES = { markdown: 'text/markdown; charset=utf-8', csv: 'text/csv; charset=utf-8' } as const;
type Format = keyof typeof EXTENSIONS;

const fileNameOf = (slug: string, format: Format) => `flightdeck-${slug}.${EXTENSIONS[format]}`;

export async function listTemplates(db: Database, user: SessionUser | null): Promise<BuildTemplateList> {
  const rows = await db
    .select({ id: buildTemplates.id, slug: buildTemplates.slug, title: buildTemplates.title, description: buildTemplates.description, category: buildTemplates.category, format: buildTemplates.format, isPro: buildTemplates.isPro })
    .from(buildTemplates)
    .orderBy(asc(buildTemplates.position), asc(buildTemplates.title));
  return {
    templates: rows.map((row) => {
      const format = row.format as Format;
      return { ...row, format, fileName: fileNameOf(row.slug, format), locked: row.isPro && !can(toActor(user), TEMPLATE_RIGHT) };
    }),
  };
}

/** The template as a file; a Pro template only for members with ALL_COURSES_AND_TEMPLATES (401 / 403 otherwise). */
export async function templateFile(db: Database, slug: string, user: SessionUser | null) {
  const [row] = await db.select().from(buildTemplates).where(and(eq(buildTemplates.slug, slug)));
  if (!row) throw notFound(BUILD_MESSAGES.templateNotFound);
  if (row.isPro) {
    if (!user) throw unauthenticated();
    authorize(user, TEMPLATE_RIGHT);
  }
  const format = row.format as Format;
  return { fileName: fileNameOf(row.slug, format), mediaType: MEDIA_TYPES[format], content: row.content };
}

/** The community workspace's address, for members with SKOOL_COMMUNITY. */
export async function communityLink(db: Database, user: SessionUser): Promise<CommunityLink> {
  authorize(user, 'SKOOL_COMMUNITY');
  return { url: (await readSiteSettings(db)).communityUrl };
}
