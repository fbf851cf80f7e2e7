export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 50;
export const PASSWORD_MIN = 6;
/** better-auth's own default upper bound; longer passwords only cost hashing time. */
export const PASSWORD_MAX = 128;
export const BIO_MAX = 500;

/** Sign-in attempts allowed per client address in one window. */
export const SIGN_IN_ATTEMPTS_PER_WINDOW = 10;
export const SIGN_IN_WINDOW_SECONDS = 60;

/** Discussions: a top-level discussion's title and any post's Markdown body. */
export const DISCUSSION_TITLE_MAX = 200;
export const DISCUSSION_BODY_MAX = 10_000;
/** Discussions and replies one member may post in a rolling window, against spam. */
export const DISCUSSION_POSTS_PER_WINDOW = 10;
export const DISCUSSION_POST_WINDOW_SECONDS = 60;
/** The optional review written with a star rating. */
export const REVIEW_TEXT_MAX = 2_000;
