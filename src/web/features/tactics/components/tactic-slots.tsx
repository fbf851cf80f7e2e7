import type { ReactNode } from 'react';

/**
 * Places on the tactic page that other features fill (voting, rating, bookmarks, discussions,
 * the personal toolkit). The route composes them, because features never import each other.
 */
export type TacticSlots = {
  /** Save, vote and star-rating controls, under the tactic's name. */
  engagement?: ReactNode;
  /** "Save to Toolkit" and "Mark as Implemented", in the sidebar. */
  toolkit?: ReactNode;
  /** The discussions, below the related content. */
  discussions?: ReactNode;
};
