import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../app-context.ts';
import { validationFailed } from './errors.ts';

/** A router whose request validation failures use our one error shape and the schema's message. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        throw validationFailed(issue?.message ?? 'Invalid request', result.error.issues);
      }
    },
  });
}

const apiErrorSchema = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
  .openapi('ApiError');

/** The one error shape, for a route's documented error responses. */
export const errorResponseSchema = { content: { 'application/json': { schema: apiErrorSchema } } };
