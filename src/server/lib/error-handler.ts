import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ApiErrorBody } from '#shared/errors.ts';
import { isTransientConflict } from '../db/transaction-retry.ts';
import { AppError } from './errors.ts';
import type { Logger } from './logger.ts';

/** What PostgreSQL (and PGlite) say about a failed statement; absent on other errors. */
type DatabaseReason = { code: string; message: string; detail?: string; table?: string; column?: string; constraint?: string };

/**
 * The database's own reason for a failed query: drizzle wraps the driver's error (its message is
 * the statement) and keeps the driver's as its cause, whose SQLSTATE code, message and detail
 * say what went wrong.
 */
export function databaseReasonOf(error: unknown): DatabaseReason | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const { code, detail, table, column, constraint } = current as Error & Partial<Record<'code' | 'detail' | 'table' | 'column' | 'constraint', unknown>>;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
      return {
        code,
        message: current.message,
        ...(text(detail) && { detail: text(detail) }),
        ...(text(table) && { table: text(table) }),
        ...(text(column) && { column: text(column) }),
        ...(text(constraint) && { constraint: text(constraint) }),
      };
    }
  }
  return undefined;
}

export const DATABASE_BUSY_MESSAGE = 'Other changes to the same data kept us from saving yours. Nothing was changed; please try again.';
const DATABASE_BUSY_RETRY_AFTER_SECONDS = 1;

export function createErrorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
      const body: ApiErrorBody = { error: { code: error.code, message: error.message, details: error.details } };
      return c.json(body, error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      const body: ApiErrorBody = { error: { code: 'BAD_REQUEST', message: error.message || 'Bad request' } };
      return c.json(body, error.status);
    }
    const database = databaseReasonOf(error);
    if (isTransientConflict(error)) {
      // Retried already where it was safe to (db/transaction-retry.ts): the client may try again.
      logger.warn({ err: error, path: c.req.path, database }, 'a change gave way to others until its last attempt');
      c.header('Retry-After', String(DATABASE_BUSY_RETRY_AFTER_SECONDS));
      const body: ApiErrorBody = { error: { code: 'DATABASE_BUSY', message: DATABASE_BUSY_MESSAGE } };
      return c.json(body, 503);
    }
    logger.error({ err: error, path: c.req.path, ...(database && { database }) }, database ? `unhandled error: the database refused the query: ${database.message}` : 'unhandled error');
    const body: ApiErrorBody = { error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } };
    return c.json(body, 500);
  };
}

export const apiNotFound: NotFoundHandler = (c) => {
  const body: ApiErrorBody = { error: { code: 'NOT_FOUND', message: `No API route ${c.req.method} ${c.req.path}` } };
  return c.json(body, 404);
};
