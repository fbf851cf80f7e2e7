export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 50;
export const PASSWORD_MIN = 6;
/** The longest address SMTP can deliver to (RFC 5321 path limit less the angle brackets). */
export const EMAIL_MAX = 254;
/** better-auth's own default upper bound; longer passwords only cost hashing time. */
export const PASSWORD_MAX = 128;
export const BIO_MAX = 500;

/** Failed sign-in attempts allowed per client address in one window (a success does not count). */
export const SIGN_IN_ATTEMPTS_PER_WINDOW = 10;
export const SIGN_IN_WINDOW_SECONDS = 60;
/**
 * Failed sign-in attempts allowed per account in one window, from browsers that never signed in to
 * it; a browser that did has a counter of its own with the same limit (decision 044).
 */
export const SIGN_IN_FAILURES_PER_ACCOUNT = 20;
export const SIGN_IN_ACCOUNT_WINDOW_SECONDS = 15 * 60;
/** Password-reset requests allowed per client address, and per e-mail address, in their windows. */
export const RESET_REQUESTS_PER_ADDRESS = 5;
export const RESET_ADDRESS_WINDOW_SECONDS = 60;
export const RESET_REQUESTS_PER_ACCOUNT = 3;
export const RESET_ACCOUNT_WINDOW_SECONDS = 15 * 60;
/** Verification e-mails one client may ask to have sent again in a window. */
export const VERIFICATION_RESENDS_PER_WINDOW = 3;
export const VERIFICATION_RESEND_WINDOW_SECONDS = 60;

/** Discussions: a top-level discussion's title and any post's Markdown body. */
export const DISCUSSION_TITLE_MAX = 200;
export const DISCUSSION_BODY_MAX = 10_000;
/** Discussions and replies one member may post in a rolling window, against spam. */
export const DISCUSSION_POSTS_PER_WINDOW = 10;
export const DISCUSSION_POST_WINDOW_SECONDS = 60;
/** The optional review written with a star rating. */
export const REVIEW_TEXT_MAX = 2_000;

/** Behaviour events one batch may carry, and events one tab session may send a minute. */
export const BEHAVIOR_BATCH_MAX = 50;
export const BEHAVIOR_EVENTS_PER_MINUTE = 300;

/** PRODUCT §13: a deletion request erases the account's personal data this many days later. */
export const DELETION_GRACE_DAYS = 7;
/** Contact, advertising and privacy forms: messages accepted per client address and hour. */
export const FORM_MESSAGES_PER_ADDRESS = 5;
export const FORM_MESSAGE_WINDOW_SECONDS = 60 * 60;
/** Public forms that e-mail the address typed in (stories, privacy requests, the waitlist): e-mails per address and hour, from any client. */
export const FORM_MAILS_PER_RECIPIENT = 3;
/** A visitor's privacy request must be confirmed from its e-mail within this many hours. */
export const PRIVACY_CONFIRMATION_HOURS = 48;
export const ENQUIRY_NAME_MAX = 100;
export const ENQUIRY_COMPANY_MAX = 120;
export const ENQUIRY_SUBJECT_MAX = 150;
export const ENQUIRY_MESSAGE_MAX = 5_000;
export const DELETION_REASON_MAX = 1_000;
