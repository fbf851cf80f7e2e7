import type { ItemType } from '#shared/constants.ts';

const SEGMENTS: Record<ItemType, string> = { case_study: 'case-studies', tactic: 'tactics' };

/** The item's path, the same under /api and in the app: /case-studies/:id or /tactics/:id. */
export function itemPath(itemType: ItemType, itemId: string): string {
  return `/${SEGMENTS[itemType]}/${encodeURIComponent(itemId)}`;
}

/** Human wording for prompts such as "Rate this case study". */
export const ITEM_NOUNS: Record<ItemType, string> = { case_study: 'case study', tactic: 'tactic' };
