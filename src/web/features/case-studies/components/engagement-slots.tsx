import type { CaseStudyDetail } from '#shared/schemas/content.ts';

/*
 * Reserved places on the case study page for features that are built separately. They render
 * nothing until those features fill them, so the page never shows controls that do nothing.
 */

/** Vote, bookmark and share controls, beside the title. */
export function CaseStudyEngagementSlot(_props: { caseStudy: CaseStudyDetail }) {
  return null;
}

/** The member's star rating, in the Actions panel. */
export function CaseStudyRatingSlot(_props: { caseStudy: CaseStudyDetail }) {
  return null;
}
