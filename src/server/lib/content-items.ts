import type { ItemType } from '#shared/constants.ts';
import { CONTENT_MESSAGES } from '#shared/schemas/content.ts';
import { notFound } from './errors.ts';
import { isUuid } from './params.ts';

/** A case study or a tactic that members act on (vote, bookmark, rate, discuss). */
export type ItemKey = { kind: ItemType; itemId: string };

export const itemNotFound = (kind: ItemType) =>
  notFound(kind === 'case_study' ? CONTENT_MESSAGES.caseStudyNotFound : CONTENT_MESSAGES.tacticNotFound);

/** An id that is not a uuid names no item: a 404 like any unknown id. */
export function itemKey(kind: ItemType, id: string): ItemKey {
  if (!isUuid(id)) throw itemNotFound(kind);
  return { kind, itemId: id };
}

/** The page of a case study or a tactic. */
export const itemHref = (kind: ItemType, id: string) => (kind === 'case_study' ? `/case-studies/${id}` : `/tactics/${id}`);

/** What a row about a case study or a tactic (a bookmark, a rating) shows of its item: kind, id, title and page. */
export function itemReference(row: { caseStudyId: string | null; tacticId: string | null; caseStudyTitle: string | null; tacticName: string | null }) {
  const kind: ItemType = row.caseStudyId !== null ? 'case_study' : 'tactic';
  const itemId = (row.caseStudyId ?? row.tacticId) as string;
  const title = kind === 'case_study' ? (row.caseStudyTitle ?? 'Unknown case study') : (row.tacticName ?? 'Unknown tactic');
  return { kind, itemId, title, href: itemHref(kind, itemId) };
}
