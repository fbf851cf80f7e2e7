import { count, inArray } from 'drizzle-orm';
import { IDEA_SAVE_WEIGHT } from '../../shared/schemas/ideas.ts';
import type { Database } from '../db/client.ts';
import { ideas } from '../db/schema/academy.ts';
import { caseStudies } from '../db/schema/content.ts';
import { ideaCaseStudies, ideaSaves, ideaViews } from '../db/schema/ideas.ts';
import { viewerKeyOf } from '../lib/viewer-key.ts';
import { DEMO_CASE_STUDIES } from './demo-content/demo-content.ts';
import { DEMO_IDEAS } from './demo-content/ideas.ts';

/**
 * Loads the demo ideas with their case-study links, only into a database without any idea.
 * The given members (the demo accounts) view and save some of them in a fixed pattern, so
 * popularity has real rows behind it and every install looks the same.
 */
export async function seedDemoIdeas(db: Database, memberIds: string[]): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(ideas);
  if ((existing?.value ?? 0) > 0) return false;

  const titleByKey = new Map(DEMO_CASE_STUDIES.map((study) => [study.key, study.title]));
  const studies = await db
    .select({ id: caseStudies.id, title: caseStudies.title })
    .from(caseStudies)
    .where(inArray(caseStudies.title, [...titleByKey.values()]));
  const idByTitle = new Map(studies.map((study) => [study.title, study.id]));
  const today = new Date().toISOString().slice(0, 10);
  const firstCreated = Date.now();

  await db.transaction(async (tx) => {
    for (const [index, idea] of DEMO_IDEAS.entries()) {
      const viewers = memberIds.filter((_, member) => (index * 5 + member * 3) % 7 < 2 + (index % 4));
      const savers = memberIds.filter((_, member) => (index + member * 2) % 5 === 0);
      const [row] = await tx
        .insert(ideas)
        .values({
          slug: idea.slug,
          title: idea.title,
          summary: idea.summary,
          category: idea.category,
          tags: idea.tags,
          viewCount: viewers.length,
          saveCount: savers.length,
          popularityScore: viewers.length + IDEA_SAVE_WEIGHT * savers.length,
          // One day apart in the dataset's order, so "Newest" is the same on every install.
          createdAt: new Date(firstCreated - index * 86_400_000),
        })
        .returning({ id: ideas.id });
      const ideaId = row!.id;
      const links = idea.caseStudyKeys.flatMap((key) => {
        const id = idByTitle.get(titleByKey.get(key) ?? '');
        return id ? [{ ideaId, caseStudyId: id }] : [];
      });
      if (links.length > 0) await tx.insert(ideaCaseStudies).values(links);
      if (viewers.length > 0) await tx.insert(ideaViews).values(viewers.map((userId) => ({ ideaId, viewerKey: viewerKeyOf({ userId }), day: today })));
      if (savers.length > 0) await tx.insert(ideaSaves).values(savers.map((userId) => ({ ideaId, userId })));
    }
  });
  return true;
}
