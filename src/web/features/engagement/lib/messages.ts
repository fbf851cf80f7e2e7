// The engagement toasts, word for word as the product specifies them.

export const VOTE_MESSAGES = {
  loginRequired: 'Please login to vote.',
  failed: 'Failed to record vote.',
  recorded: 'Vote recorded',
} as const;

export const BOOKMARK_MESSAGES = {
  loginRequiredTitle: 'Login required',
  loginRequiredDescription: 'Please login to bookmark content.',
  failed: 'Failed to update bookmark.',
  added: 'Bookmarked!',
  removed: 'Bookmark removed',
} as const;

export const RATING_MESSAGES = {
  loginRequired: 'Please sign in to rate items.',
  failed: 'Failed to submit rating. Please try again.',
  submitted: 'Rating submitted',
  thanks: 'Thank you for your feedback!',
} as const;

export const SHARE_MESSAGES = {
  copied: 'Link copied!',
  failed: 'Unable to share or copy link.',
} as const;
