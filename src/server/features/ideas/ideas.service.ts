import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { IDEA_MESSAGES, IDEA_SAVE_WEIGHT, type IdeaCard, type IdeaCounters, type IdeaListQuery, type IdeaPatch, type IdeaWrite } from '#shared/schemas/ideas.ts';
import type { Database } from '../../db/client.ts';
import { ideas } from '../../db/schema/academy.ts';
import { ideaCaseStudies, ideaSaves, ideaViews } from '../../db/schema/ideas.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/params.ts';
import { viewerKeyOf } from '../../lib/viewer-key.ts';
import { presentIdeaCard } from './ideas.presenter.ts';
import { countPublishedCaseStudies, findIdea, linkedCaseStudies, listIdeas, savedIdeaIds, type IdeaRow } from './ideas.queries.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const ideaNotFound = () => notFound(IDEA_MESSAGES.notFound);

async function present(db: Database, rows: IdeaRow[], viewerId: string | null): Promise<IdeaCard[]> {
  const ids = rows.map((row) => row.id);
  const [links, saved] = await Promise.all([linkedCaseStudies(db, ids), savedIdeaIds(db, viewerId, ids)]);
  return rows.map((row) => presentIdeaCard(row, { saved: saved.has(row.id), caseStudies: links.get(row.id) ?? [] }));
}

export async function browseIdeas(db: Database, query: IdeaListQuery, viewerId: string | null) {
  const { rows, total } = await listIdeas(db, query);
  return { items: await present(db, rows, viewerId), total };
}

async function requireIdea(db: Database, id: string): Promise<IdeaRow> {
  const row = isUuid(id) ? await findIdea(db, id) : null;
  if (!row) throw ideaNotFound();
  return row;
}

async function counters(db: Database | Tx, id: string, viewerId: string | null): Promise<IdeaCounters> {
  const [row] = await db
    .select({ id: ideas.id, viewCount: ideas.viewCount, saveCount: ideas.saveCount, popularityScore: ideas.popularityScore })
    .from(ideas)
    .where(eq(ideas.id, id));
  if (!row) throw ideaNotFound();
  const saved = viewerId
    ? (await db.select({ ideaId: ideaSaves.ideaId }).from(ideaSaves).where(and(eq(ideaSaves.userId, viewerId), eq(ideaSaves.ideaId, id)))).length > 0
    : false;
  return { ...row, saved };
}

/** Counts a view once per viewer and UTC day; the counters change in the same transaction. */
export async function recordView(db: Database, id: string, viewer: { userId: string } | { address: string }, viewerId: string | null): Promise<IdeaCounters> {
  await requireIdea(db, id);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(ideaViews)
      .values({ ideaId: id, viewerKey: viewerKeyOf(viewer), day: sql`(now() at time zone 'utc')::date` })
      .onConflictDoNothing()
      .returning({ ideaId: ideaViews.ideaId });
    if (inserted.length > 0) {
      await tx
        .update(ideas)
        .set({ viewCount: sql`${ideas.viewCount} + 1`, popularityScore: sql`${ideas.popularityScore} + 1` })
        .where(eq(ideas.id, id));
    }
    return counters(tx, id, viewerId);
  });
}

/** Saves or unsaves an idea for the member (idempotent); the counters follow by the change's delta. */
export async function setSaved(db: Database, id: string, userId: string, saved: boolean): Promise<IdeaCounters> {
  await requireIdea(db, id);
  return db.transaction(async (tx) => {
    const changed = saved
      ? await tx.insert(ideaSaves).values({ userId, ideaId: id }).onConflictDoNothing().returning({ ideaId: ideaSaves.ideaId })
      : await tx
          .delete(ideaSaves)
          .where(and(eq(ideaSaves.userId, userId), eq(ideaSaves.ideaId, id)))
          .returning({ ideaId: ideaSaves.ideaId });
    if (changed.length > 0) {
      const delta = saved ? 1 : -1;
      await tx
        .update(ideas)
        .set({
          saveCount: sql`${ideas.saveCount} + ${delta}`,
          popularityScore: sql`${ideas.popularityScore} + ${delta * IDEA_SAVE_WEIGHT}`,
        })
        .where(eq(ideas.id, id));
    }
    return counters(tx, id, userId);
  });
}

const slugify = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'idea';

async function checkLinks(db: Database, ids: string[] | undefined) {
  if (!ids) return;
  const unique = [...new Set(ids)];
  if ((await countPublishedCaseStudies(db, unique)) !== unique.length) throw badRequest(IDEA_MESSAGES.unknownCaseStudy);
}

async function replaceLinks(tx: Tx, ideaId: string, ids: string[]) {
  await tx.delete(ideaCaseStudies).where(eq(ideaCaseStudies.ideaId, ideaId));
  const unique = [...new Set(ids)];
  if (unique.length > 0) await tx.insert(ideaCaseStudies).values(unique.map((caseStudyId) => ({ ideaId, caseStudyId })));
}

/** Staff create an idea; the audit entry is written in the same transaction. */
export async function createIdea(db: Database, actorId: string, input: IdeaWrite): Promise<IdeaCard> {
  await checkLinks(db, input.caseStudyIds);
  const base = slugify(input.title);
  const id = await db.transaction(async (tx) => {
    const values = { title: input.title, summary: input.summary, category: input.category, tags: input.tags };
    // The title's slug, or with a suffix of the new id when another idea has it already.
    const newId = randomUUID();
    let [row] = await tx.insert(ideas).values({ id: newId, slug: base, ...values }).onConflictDoNothing({ target: ideas.slug }).returning({ id: ideas.id });
    row ??= (await tx.insert(ideas).values({ id: newId, slug: `${base}-${newId.slice(0, 8)}`, ...values }).returning({ id: ideas.id }))[0];
    await replaceLinks(tx, newId, input.caseStudyIds);
    await recordAudit(tx, { actorId, action: 'idea.created', subjectType: 'idea', subjectId: row!.id, details: { after: { ...values, caseStudyIds: [...new Set(input.caseStudyIds)] } } });
    return row!.id;
  });
  const [card] = await present(db, [await requireIdea(db, id)], null);
  return card!;
}

/** Staff edit an idea; the audit entry names each changed field with its old and new value. */
export async function updateIdea(db: Database, actorId: string, id: string, patch: IdeaPatch): Promise<IdeaCard> {
  await requireIdea(db, id);
  await checkLinks(db, patch.caseStudyIds);
  await db.transaction(async (tx) => {
    const { caseStudyIds, ...fields } = patch;
    const [before] = await tx
      .select({ title: ideas.title, summary: ideas.summary, category: ideas.category, tags: ideas.tags })
      .from(ideas)
      .where(eq(ideas.id, id))
      .for('update');
    if (!before) throw ideaNotFound();
    const linksBefore = caseStudyIds
      ? (await tx.select({ id: ideaCaseStudies.caseStudyId }).from(ideaCaseStudies).where(eq(ideaCaseStudies.ideaId, id))).map((link) => link.id)
      : [];
    await tx
      .update(ideas)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(ideas.id, id));
    if (caseStudyIds) await replaceLinks(tx, id, caseStudyIds);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const [key, to] of Object.entries(fields) as [keyof typeof before, unknown][]) {
      if (to !== undefined && JSON.stringify(before[key]) !== JSON.stringify(to)) changes[key] = { from: before[key], to };
    }
    if (caseStudyIds) {
      const to = [...new Set(caseStudyIds)];
      if (JSON.stringify([...linksBefore].sort()) !== JSON.stringify([...to].sort())) changes.caseStudyIds = { from: linksBefore, to };
    }
    await recordAudit(tx, { actorId, action: 'idea.updated', subjectType: 'idea', subjectId: id, details: { title: fields.title ?? before.title, changes } });
  });
  const [card] = await present(db, [await requireIdea(db, id)], null);
  return card!;
}
