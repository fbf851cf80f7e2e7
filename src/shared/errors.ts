/** Stable error codes of the API's one error shape: { error: { code, message } }. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  /** A tier feature the member's plan does not include (details name the feature and the plan that has it). */
  'FEATURE_LOCKED',
  /** A staff-only action by someone without the staff role it needs. */
  'ADMIN_ACCESS_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  /** An ability a new member unlocks with reputation (level 2): links in discussions, more than 5 discussions a day. */
  'REPUTATION_REQUIRED',
  'PROVIDER_NOT_CONFIGURED',
  /** The payment provider refused the card; nothing changed. */
  'PAYMENT_DECLINED',
  /** A checkout's amount changed since it was opened; nothing was charged and it now shows the new amount. */
  'CHECKOUT_REPRICED',
  /** The payment provider refused a change or could not be reached; nothing changed. */
  'PAYMENT_PROVIDER_ERROR',
  /** Sign-in to an account deactivated by its owner's deletion request. */
  'ACCOUNT_DEACTIVATED',
  /** The file storage (an S3-compatible bucket) did not answer or refused; nothing changed. */
  'STORAGE_UNAVAILABLE',
  /** An Explorer's sixth AI tool use in a UTC month (details: limit, used). */
  'AI_TOOL_LIMIT_REACHED',
  /** Other changes to the same data kept the database from saving this one, even when tried again; nothing changed (503, Retry-After). */
  'DATABASE_BUSY',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type ApiErrorBody = { error: { code: ErrorCode | string; message: string; details?: unknown } };
