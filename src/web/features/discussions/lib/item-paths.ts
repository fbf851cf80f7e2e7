import type { ItemType } from '#shared/constants.ts';

const SEGMENTS: Record<ItemType, string> = { case_study: 'case-studies', tactic: 'tactics' };

/** The API path of an item: /case-studies/:id or /tactics/:id. */
export function itemPath(itemType: ItemType, itemId: string): string {
  return `/${SEGMENTS[itemType]}/${encodeURIComponent(itemId)}`;
}
