import type { ReactNode } from 'react';

/**
 * Places on the case study page that other features fill (voting, rating, discussions). The
 * route composes them, because features never import each other.
 */
export type CaseStudySlots = {
  /** Vote, bookmark and share controls, beside the title. */
  engagement?: ReactNode;
  /** The member's star rating, in the Actions panel. */
  rating?: ReactNode;
  /** The discussions, below the story. */
  discussions?: ReactNode;
};
