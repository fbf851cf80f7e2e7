import { OpenAPIHono, z } from '@hono/zod-openapi';
import { locales, type core } from 'zod';
import type { AppEnv } from '../app-context.ts';
import { validationFailed } from './errors.ts';

const englishMessages = locales.en();

/** The message zod would give the issue by itself; a schema's own message differs from it. */
function zodDefaultMessage(issue: core.$ZodIssue): string | undefined {
  const message = englishMessages.localeError({ ...issue, input: undefined } as core.$ZodRawIssue);
  return typeof message === 'string' ? message : message?.message;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** `founderName` or `founder_name` as "Founder name". */
function fieldLabel(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((part): part is string => typeof part === 'string');
  if (!key) return 'A value';
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The message a client sees for a request that fails its schema: the schema's own (the spec's
 * words), except that a required field left out, which zod would answer with its own words
 * ("Invalid input: expected string, received undefined"), is named: "Founder name is required."
 */
export function validationMessage(issue: core.$ZodIssue | undefined, input: unknown): string {
  if (!issue) return 'Invalid request';
  const missing = issue.path.length > 0 && valueAt(input, issue.path) === undefined;
  if (missing && issue.message === zodDefaultMessage(issue)) return `${fieldLabel(issue.path)} is required.`;
  return issue.message;
}

/** A router whose request validation failures use our one error shape and the schema's message. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const { issues } = result.error;
        // The validator hands the hook the input it checked as `data` (its types leave it out).
        const input = (result as { data?: unknown }).data;
        throw validationFailed(validationMessage(issues[0], input), issues);
      }
    },
  });
}

const apiErrorSchema = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
  .openapi('ApiError');

/** The one error shape, for a route's documented error responses. */
export const errorResponseSchema = { content: { 'application/json': { schema: apiErrorSchema } } };
