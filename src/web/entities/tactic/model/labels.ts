import type { TacticCategory } from '#shared/constants.ts';

/** "Referral" for `referral`: a tactic category as people read it. */
export function tacticCategoryLabel(category: TacticCategory | string): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}
