import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ApiErrorBody } from '#shared/errors.ts';
import { AppError } from './errors.ts';
import type { Logger } from './logger.ts';

export function createErrorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof AppError) {
      const body: ApiErrorBody = { error: { code: error.code, message: error.message, details: error.details } };
      return c.json(body, error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      const body: ApiErrorBody = { error: { code: 'BAD_REQUEST', message: error.message || 'Bad request' } };
      return c.json(body, error.status);
    }
    logger.error({ err: error, path: c.req.path }, 'unhandled error');
    const body: ApiErrorBody = { error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } };
    return c.json(body, 500);
  };
}

export const apiNotFound: NotFoundHandler = (c) => {
  const body: ApiErrorBody = { error: { code: 'NOT_FOUND', message: `No API route ${c.req.method} ${c.req.path}` } };
  return c.json(body, 404);
};
