import { count, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { caseStudies, tacticCaseStudies, tactics } from '../db/schema/content.ts';
import { PROVENANCE_FIGURES } from '../../shared/constants.ts';
import type { FiguresProvenance } from '../../shared/schemas/case-study-insert.ts';
import { sanitizeRichText } from '../lib/sanitize-html.ts';
import { resultRows } from '../lib/sql-helpers.ts';
import { DEMO_CASE_STUDIES, DEMO_TACTICS } from './demo-content/demo-content.ts';
import type { DemoCaseStudy, DemoTactic } from './demo-content/types.ts';

/** Parents before their sub-tactics, so each insert can point at an existing parent. */
function parentsFirst(list: DemoTactic[]): DemoTactic[] {
  const ordered: DemoTactic[] = [];
  const placed = new Set<string>();
  const byKey = new Map(list.map((t) => [t.key, t]));
  const place = (tactic: DemoTactic) => {
    if (placed.has(tactic.key)) return;
    const parent = tactic.parentKey ? byKey.get(tactic.parentKey) : undefined;
    if (parent) place(parent);
    placed.add(tactic.key);
    ordered.push(tactic);
  };
  list.forEach(place);
  return ordered;
}

/**
 * The demo figures' provenance (PRODUCT §11): the fictional founders reported them, as of the
 * study's publication (or, for a draft, the date it gives).
 */
export function demoFiguresProvenance(study: DemoCaseStudy): FiguresProvenance {
  const asOf = study.figuresAsOf ?? study.publishedAt;
  if (!asOf) throw new Error(`demo case study ${study.key} has no date for its figures`);
  return Object.fromEntries(PROVENANCE_FIGURES.map((figure) => [figure, { kind: 'self_reported', as_of: asOf }]));
}

function caseStudyRow(study: DemoCaseStudy): typeof caseStudies.$inferInsert {
  const { key: _key, tacticKeys: _tacticKeys, keyDecisions, publishedAt, sourceUrl, founderSocialUrl, figuresAsOf: _figuresAsOf, ...fields } = study;
  return {
    ...fields,
    figuresProvenance: demoFiguresProvenance(study),
    sourceUrl: sourceUrl ?? null,
    founderSocialUrl: founderSocialUrl ?? null,
    keyDecisions: { first_investment: keyDecisions.firstInvestment, first_hire: keyDecisions.firstHire, major_pivot: keyDecisions.majorPivot },
    publishedAt: publishedAt ? new Date(publishedAt) : null,
    createdAt: publishedAt ? new Date(publishedAt) : new Date(),
  };
}

/**
 * Loads the fictional demo case studies and tactics, only into a database without any
 * case study or tactic, in one transaction.
 */
export async function seedDemoContent(db: Database): Promise<boolean> {
  const [[studies], [tacticTotal]] = await Promise.all([
    db.select({ value: count() }).from(caseStudies),
    db.select({ value: count() }).from(tactics),
  ]);
  if ((studies?.value ?? 0) > 0 || (tacticTotal?.value ?? 0) > 0) return false;

  await db.transaction(async (tx) => {
    const tacticIds = new Map<string, string>();
    // One hour apart in the dataset's order, so "newest first" is the same on every install.
    const firstCreated = Date.now();
    for (const [index, tactic] of parentsFirst(DEMO_TACTICS).entries()) {
      const { key, parentKey, descriptionHtml, ...fields } = tactic;
      const [row] = await tx
        .insert(tactics)
        .values({
          ...fields,
          descriptionHtml: sanitizeRichText(descriptionHtml),
          createdAt: new Date(firstCreated - index * 3_600_000),
          publishedAt: new Date(firstCreated - index * 3_600_000),
          parentTacticId: parentKey ? (tacticIds.get(parentKey) ?? null) : null,
        })
        .returning({ id: tactics.id });
      if (row) tacticIds.set(key, row.id);
    }
    const inserted = await tx
      .insert(caseStudies)
      .values(DEMO_CASE_STUDIES.map(caseStudyRow))
      .returning({ id: caseStudies.id });
    const links = DEMO_CASE_STUDIES.flatMap((study, index) =>
      study.tacticKeys.flatMap((tacticKey) => {
        const tacticId = tacticIds.get(tacticKey);
        const caseStudyId = inserted[index]?.id;
        return tacticId && caseStudyId ? [{ tacticId, caseStudyId }] : [];
      }),
    );
    if (links.length > 0) await tx.insert(tacticCaseStudies).values(links).onConflictDoNothing();
  });
  return true;
}


/**
 * Installs seeded before the demo figures had provenance: each demo study (same title and
 * business, staff-written) without any recorded gets the seed's. A study an editor has given
 * provenance since keeps it. The number of studies changed.
 */
export async function backfillDemoProvenance(db: Database): Promise<number> {
  const demo = DEMO_CASE_STUDIES.map((study) => ({ title: study.title, business_name: study.businessName, provenance: demoFiguresProvenance(study) }));
  const changed = await db.execute(sql`
    update ${caseStudies} as study set figures_provenance = demo.provenance
    from jsonb_to_recordset(${JSON.stringify(demo)}::jsonb) as demo(title text, business_name text, provenance jsonb)
    where study.title = demo.title and study.business_name = demo.business_name and study.submitted_by is null and study.figures_provenance = '{}'::jsonb
    returning study.id`);
  return resultRows(changed).length;
}
