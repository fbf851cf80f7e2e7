import type { PublicationStatus } from '../constants.ts';

/**
 * The editorial workflow of case studies and tactics (PRODUCT §11) as a pure state machine:
 * draft -> in_review -> published, or in_review -> returned (with the editor's reason; the author
 * edits and resubmits), and published -> unpublished (which an editor may publish again).
 */
export const EDITORIAL_ACTIONS = ['submit', 'publish', 'return', 'unpublish'] as const;
export type EditorialAction = (typeof EDITORIAL_ACTIONS)[number];

const TRANSITIONS: Record<EditorialAction, { from: readonly PublicationStatus[]; to: PublicationStatus }> = {
  submit: { from: ['draft', 'returned', 'unpublished'], to: 'in_review' },
  // Staff write and publish directly; an editor may also publish a submission under review.
  publish: { from: ['draft', 'in_review', 'unpublished'], to: 'published' },
  return: { from: ['in_review'], to: 'returned' },
  unpublish: { from: ['published'], to: 'unpublished' },
};

/** The status an action leads to from this one, or null when the workflow does not allow it. */
export function nextStatus(from: PublicationStatus, action: EditorialAction): PublicationStatus | null {
  const transition = TRANSITIONS[action];
  return transition.from.includes(from) ? transition.to : null;
}

/** The actions possible from a status, in the order a menu lists them. */
export const actionsFrom = (status: PublicationStatus): EditorialAction[] => EDITORIAL_ACTIONS.filter((action) => nextStatus(status, action) !== null);

/** An author edits their own submission only while it is theirs to change: a draft or returned to them. */
export const authorMayEdit = (status: PublicationStatus) => status === 'draft' || status === 'returned';

/** A return must say why, so the author knows what to change. */
export const RETURN_REASON_MAX = 2000;
export const RETURN_REASON_REQUIRED = 'Please give the author a reason for returning it.';
