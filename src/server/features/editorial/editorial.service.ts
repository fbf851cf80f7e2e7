import { eq } from 'drizzle-orm';
import type { ItemType, PublicationStatus } from '#shared/constants.ts';
import { authorMayEdit, nextStatus, type EditorialAction } from '#shared/domain/editorial.ts';
import type { CaseStudyInsert } from '#shared/schemas/case-study-insert.ts';
import { caseStudyColumns, storyContent } from '../../lib/case-study-columns.ts';
import type {
  caseStudySubmissionSchema,
  tacticSubmissionSchema} from '#shared/schemas/editorial.ts';
import {
  publishingProblem,
  SUBMISSION_MESSAGES,
  submissionHref,
  type SaveIntent,
  type TransitionInput
} from '#shared/schemas/editorial.ts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { isPublicStatus } from '../../db/public-content.ts';
import { caseStudies, tactics } from '../../db/schema/content.ts';
import { emitEvent } from '../../events.ts';
import { recordAudit } from '../../lib/audit.ts';
import { itemNotFound } from '../../lib/content-items.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/params.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import type { SessionUser } from '../../app-context.ts';
import { authorize, authorizeOwner } from '../../auth/authorize.ts';
import {
  findCaseStudy,
  findTactic,
  updateCaseStudyAtVersion,
  updateTacticAtVersion,
  type CaseStudyRow,
  type TacticRow,
} from './editorial.queries.ts';

type CaseStudySubmission = z.output<typeof caseStudySubmissionSchema>;
type TacticSubmission = z.output<typeof tacticSubmissionSchema>;
/** A member with ADMIN_CONTENT (checked by the routes). */
export type Staff = SessionUser;
const staleEdit = () => conflict(SUBMISSION_MESSAGES.staleEdit);
const submissionNotFound = () => notFound(SUBMISSION_MESSAGES.submissionNotFound);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A member's plain-text description as stored markup: escaped, line breaks kept as <br> (member-area §5). */
export const descriptionToHtml = (text: string) => sanitizeRichText(`<p>${escapeHtml(text).replace(/\r?\n/g, '<br />')}</p>`);
/** And back, for the author's edit form. */
export const htmlToDescription = (html: string) =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** A metric's value as a number when it reads as one ("12000"), else as written ("3%"). */
const metricValue = (value: string) => (/^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value);

function caseStudySubmissionValues(input: CaseStudySubmission) {
  return {
    title: input.title,
    regionTags: input.regionTags,
    sourceUrl: input.sourceUrl === '' ? null : input.sourceUrl,
    contentStructure: {
      introduction: input.introduction,
      problem: input.problem,
      solution: input.solution,
      metrics: Object.fromEntries(input.metrics.map((metric) => [metric.name, metricValue(metric.value)])),
    },
  };
}

function tacticSubmissionValues(input: TacticSubmission) {
  return {
    name: input.name,
    descriptionHtml: descriptionToHtml(input.description),
    category: input.category,
    successSignals: input.successSignals,
    failureSignals: input.failureSignals,
  };
}

// ---- Members ----------------------------------------------------------------

/** A member's case study lands in review: not public until an editor publishes it. */
export async function submitCaseStudy(db: Database, userId: string, input: CaseStudySubmission) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(caseStudies)
      .values({ ...caseStudySubmissionValues(input), status: 'in_review', submittedBy: userId, publishedAt: null })
      .returning({ id: caseStudies.id });
    const id = row!.id;
    await recordAudit(tx, { actorId: userId, action: 'submission.created', subjectType: 'case_study', subjectId: id, details: { title: input.title, status: 'in_review' } });
    return { id, kind: 'case_study' as const, status: 'in_review' as const, href: submissionHref('case_study', id) };
  });
}

export async function submitTactic(db: Database, userId: string, input: TacticSubmission) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tactics)
      .values({ ...tacticSubmissionValues(input), status: 'in_review', submittedBy: userId, publishedAt: null })
      .returning({ id: tactics.id });
    const id = row!.id;
    await recordAudit(tx, { actorId: userId, action: 'submission.created', subjectType: 'tactic', subjectId: id, details: { title: input.name, status: 'in_review' } });
    return { id, kind: 'tactic' as const, status: 'in_review' as const, href: submissionHref('tactic', id) };
  });
}

const publicHref = (kind: ItemType, id: string, status: PublicationStatus) =>
  isPublicStatus(status) ? (kind === 'case_study' ? `/case-studies/${id}` : `/tactics/${id}`) : null;

/** One of the member's own submissions; anyone else's is "not found". */
export async function getOwnSubmission(db: Database, userId: string, kind: ItemType, id: string) {
  if (!isUuid(id)) throw submissionNotFound();
  if (kind === 'case_study') {
    const row = await findCaseStudy(db, id);
    if (!row) throw submissionNotFound();
    authorizeOwner(userId, row.submittedBy, SUBMISSION_MESSAGES.submissionNotFound);
    return presentOwnCaseStudy(row);
  }
  const row = await findTactic(db, id);
  if (!row) throw submissionNotFound();
  authorizeOwner(userId, row.submittedBy, SUBMISSION_MESSAGES.submissionNotFound);
  return presentOwnTactic(row);
}

const common = (row: { id: string; status: PublicationStatus; reviewNote: string | null; version: number; updatedAt: Date }, kind: ItemType) => ({
  id: row.id,
  status: row.status,
  reviewNote: row.reviewNote,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
  publicHref: publicHref(kind, row.id, row.status),
});

function presentOwnCaseStudy(row: CaseStudyRow) {
  return {
    kind: 'case_study' as const,
    ...common(row, 'case_study'),
    fields: {
      title: row.title,
      introduction: row.contentStructure.introduction,
      problem: row.contentStructure.problem,
      solution: row.contentStructure.solution,
      sourceUrl: row.sourceUrl ?? '',
      regionTags: row.regionTags,
      metrics: Object.entries(row.contentStructure.metrics ?? {}).map(([name, value]) => ({ name, value: String(value) })),
    },
  };
}

function presentOwnTactic(row: TacticRow) {
  return {
    kind: 'tactic' as const,
    ...common(row, 'tactic'),
    fields: {
      name: row.name,
      description: htmlToDescription(row.descriptionHtml),
      category: row.category,
      successSignals: row.successSignals,
      failureSignals: row.failureSignals,
    },
  };
}

/**
 * The author edits a returned (or draft) submission and sends it to review again. The edit is
 * based on the version they opened; a change saved meanwhile refuses it (409).
 */
export async function resubmit(
  db: Database,
  userId: string,
  target: { kind: 'case_study'; id: string; input: CaseStudySubmission & { version: number } } | { kind: 'tactic'; id: string; input: TacticSubmission & { version: number } },
) {
  if (!isUuid(target.id)) throw submissionNotFound();
  return db.transaction(async (tx) => {
    const row = target.kind === 'case_study' ? await findCaseStudy(tx, target.id, true) : await findTactic(tx, target.id, true);
    if (!row) throw submissionNotFound();
    authorizeOwner(userId, row.submittedBy, SUBMISSION_MESSAGES.submissionNotFound);
    if (row.version !== target.input.version) throw staleEdit();
    if (!authorMayEdit(row.status)) throw conflict(SUBMISSION_MESSAGES.notEditable);
    const changes = { status: 'in_review' as const, reviewNote: null };
    const updated =
      target.kind === 'case_study'
        ? await updateCaseStudyAtVersion(tx, target.id, target.input.version, { ...caseStudySubmissionValues(target.input), ...changes })
        : await updateTacticAtVersion(tx, target.id, target.input.version, { ...tacticSubmissionValues(target.input), ...changes });
    if (!updated) throw staleEdit();
    await recordAudit(tx, { actorId: userId, action: 'submission.resubmitted', subjectType: target.kind, subjectId: target.id, details: { from: row.status, to: 'in_review' } });
    return target.kind === 'case_study' ? presentOwnCaseStudy((await findCaseStudy(tx, target.id))!) : presentOwnTactic((await findTactic(tx, target.id))!);
  });
}

// ---- Staff ------------------------------------------------------------------

const editorialStatusFor = (intent: SaveIntent): PublicationStatus => (intent === 'publish' ? 'published' : intent === 'review' ? 'in_review' : 'draft');

function assertMayUseIntent(staff: Staff, intent: SaveIntent) {
  if (intent === 'publish') authorize(staff, 'publish');
}

/** A study is published only with the problem and solution the reader shows (400 otherwise). */
function assertPublishable(content: { problem?: string | null; solution?: string | null }) {
  const problem = publishingProblem(content);
  if (problem) throw badRequest(problem);
}


/** Save as Draft, Publish (editors and above) or Send to review (contributors). */
export async function createCaseStudy(db: Database, staff: Staff, data: CaseStudyInsert, intent: SaveIntent) {
  assertMayUseIntent(staff, intent);
  const status = editorialStatusFor(intent);
  if (status === 'published') assertPublishable(data);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(caseStudies)
      .values({
        ...caseStudyColumns(data),
        contentStructure: storyContent(data, data.snippet ?? ''),
        status,
        publishedAt: status === 'published' ? new Date() : null,
      })
      .returning({ id: caseStudies.id, status: caseStudies.status, version: caseStudies.version });
    await recordAudit(tx, { actorId: staff.id, action: 'case_study.created', subjectType: 'case_study', subjectId: row!.id, details: { title: data.title, status } });
    return row!;
  });
}

/**
 * Saves the editor's payload over the version they opened; a save based on an older version
 * is refused (409) so a concurrent editor's work is never overwritten. Contributors change only
 * drafts and returned studies; Publish and Send to review move the study through the workflow.
 */
export async function updateCaseStudy(db: Database, staff: Staff, id: string, data: CaseStudyInsert, version: number, intent: SaveIntent) {
  if (!isUuid(id)) throw itemNotFound('case_study');
  assertMayUseIntent(staff, intent);
  return db.transaction(async (tx) => {
    const row = await findCaseStudy(tx, id, true);
    if (!row) throw itemNotFound('case_study');
    if (row.version !== version) throw staleEdit();
    if (!authorMayEdit(row.status)) authorize(staff, 'publish');
    let status = row.status;
    if (intent !== 'draft' && row.status !== editorialStatusFor(intent)) {
      const next = nextStatus(row.status, intent === 'publish' ? 'publish' : 'submit');
      if (!next) throw conflict(`A ${row.status.replace('_', ' ')} case study cannot be ${intent === 'publish' ? 'published' : 'sent to review'}.`);
      status = next;
    }
    if (status === 'published') assertPublishable(data);
    const introduction = row.submittedBy ? row.contentStructure.introduction : (data.snippet ?? '');
    const updated = await updateCaseStudyAtVersion(tx, id, version, {
      ...caseStudyColumns(data),
      contentStructure: storyContent(data, introduction, row.contentStructure),
      status,
      publishedAt: status === 'published' ? (row.publishedAt ?? new Date()) : row.publishedAt,
      ...(status === 'published' ? { reviewNote: null } : {}),
    });
    if (!updated) throw staleEdit();
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'case_study.updated',
      subjectType: 'case_study',
      subjectId: id,
      details: { title: data.title, changed: changedFields(row, data), ...(status !== row.status ? { from: row.status, to: status } : {}) },
    });
    if (status === 'published' && row.status !== 'published' && row.submittedBy) {
      await emitEvent(tx, { type: 'submission.published', actorId: staff.id, payload: { authorId: row.submittedBy, kind: 'case_study', itemId: id, title: data.title } });
    }
    return updated;
  });
}

/** The payload fields an edit changed, for the audit entry. */
function changedFields(row: CaseStudyRow, data: CaseStudyInsert): string[] {
  const after = { ...caseStudyColumns(data), problem: data.problem ?? '', solution: data.solution ?? '' } as Record<string, unknown>;
  const before = { ...row, problem: row.contentStructure.problem, solution: row.contentStructure.solution } as unknown as Record<string, unknown>;
  return Object.keys(after).filter((key) => canonical(before[key] ?? null) !== canonical(after[key] ?? null));
}

/** JSON with object keys sorted: a jsonb column gives its keys back in its own order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );
}

/** Publish, return (with a reason), unpublish or send to review; the author hears of each decision. */
export async function transition(db: Database, staff: Staff, kind: ItemType, id: string, input: TransitionInput) {
  if (!isUuid(id)) throw itemNotFound(kind);
  // Sending to review is every content role's (contributors included); the decisions are publishers'.
  if (input.action !== 'submit') authorize(staff, 'publish');
  return db.transaction(async (tx) => {
    const row = kind === 'case_study' ? await findCaseStudy(tx, id, true) : await findTactic(tx, id, true);
    if (!row) throw itemNotFound(kind);
    if (row.version !== input.version) throw staleEdit();
    const next = nextStatus(row.status, input.action);
    if (!next) throw conflict(`A ${row.status.replace('_', ' ')} item cannot be ${PAST_TENSE[input.action]}.`);
    if (next === 'published' && 'contentStructure' in row) assertPublishable(row.contentStructure);
    const values = {
      status: next,
      ...(next === 'published' ? { publishedAt: row.publishedAt ?? new Date(), reviewNote: null } : {}),
      ...(input.action === 'return' ? { reviewNote: input.reason ?? null } : {}),
    };
    const updated = kind === 'case_study' ? await updateCaseStudyAtVersion(tx, id, input.version, values) : await updateTacticAtVersion(tx, id, input.version, values);
    if (!updated) throw staleEdit();
    const title = 'title' in row ? row.title : row.name;
    await recordAudit(tx, {
      actorId: staff.id,
      action: `${kind}.${input.action === 'submit' ? 'sent_to_review' : PAST_TENSE[input.action]}`,
      subjectType: kind,
      subjectId: id,
      details: { title, from: row.status, to: next, ...(input.reason ? { reason: input.reason } : {}) },
    });
    if (row.submittedBy && (input.action === 'publish' || input.action === 'return')) {
      await emitEvent(tx, {
        type: input.action === 'publish' ? 'submission.published' : 'submission.returned',
        actorId: staff.id,
        payload: { authorId: row.submittedBy, kind, itemId: id, title, ...(input.action === 'return' ? { reason: input.reason ?? '' } : {}) },
      });
    }
    return { id, status: updated.status, version: updated.version };
  });
}

const PAST_TENSE: Record<EditorialAction, string> = { submit: 'sent to review', publish: 'published', return: 'returned', unpublish: 'unpublished' };

/** Editors and above delete a case study; the audit keeps its title. */
export async function deleteCaseStudy(db: Database, staff: Staff, id: string) {
  if (!isUuid(id)) throw itemNotFound('case_study');
  authorize(staff, 'publish');
  await db.transaction(async (tx) => {
    const row = await findCaseStudy(tx, id, true);
    if (!row) throw itemNotFound('case_study');
    await tx.delete(caseStudies).where(eq(caseStudies.id, id));
    await recordAudit(tx, { actorId: staff.id, action: 'case_study.deleted', subjectType: 'case_study', subjectId: id, details: { title: row.title, status: row.status } });
  });
}
