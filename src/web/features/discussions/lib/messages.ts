// The discussion toasts and prompts, word for word as the product specifies them.
export const DISCUSSION_TOASTS = {
  loadFailed: 'Failed to load discussions. Please try again.',
  postFailed: 'Failed to post discussion. Please try again.',
  posted: 'Discussion posted successfully.',
  upvoteLoginRequired: 'Please sign in to upvote discussions.',
  upvoteFailed: 'Failed to upvote discussion. Please try again.',
} as const;

export const UNKNOWN_AUTHOR = 'Unknown User';
export const SIGN_IN_PROMPT = 'Sign in to participate in discussions';
