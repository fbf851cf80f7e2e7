import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '#shared/errors.ts';

/** An error whose code and message may be shown to the client. */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: ErrorCode;
  readonly details?: unknown;
  /** For a 429: when the client may try again, sent as Retry-After. */
  readonly retryAfterSeconds?: number;

  constructor(status: ContentfulStatusCode, code: ErrorCode, message: string, details?: unknown, retryAfterSeconds?: number) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

export const badRequest = (message: string, details?: unknown) => new AppError(400, 'BAD_REQUEST', message, details);
export const validationFailed = (message: string, details?: unknown) =>
  new AppError(400, 'VALIDATION_FAILED', message, details);
export const unauthenticated = (message = 'Authentication required') => new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do that.') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const rateLimited = (message: string, retryAfterSeconds: number) => new AppError(429, 'RATE_LIMITED', message, undefined, retryAfterSeconds);

/** Seconds from now until the next UTC midnight, when a per-day limit starts again. */
export function secondsUntilUtcMidnight(now = new Date()): number {
  return (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000;
}
