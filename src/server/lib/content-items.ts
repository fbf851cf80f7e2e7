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
