import type { TacticDetail } from '#shared/schemas/content.ts';

/*
 * Reserved places on the tactic page for features built separately (voting, rating, bookmarks
 * and the personal toolkit). They render nothing until those features fill them.
 */

/** Save, vote and star-rating controls, under the tactic's name. */
export function TacticEngagementSlot(_props: { tactic: TacticDetail }) {
  return null;
}

/** "Save to Toolkit" and "Mark as Implemented", in the sidebar. */
export function TacticToolkitSlot(_props: { tactic: TacticDetail }) {
  return null;
}
