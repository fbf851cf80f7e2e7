import { createRoute, OpenAPIHono, z, type RouteConfig } from '@hono/zod-openapi';
import { locales, type core } from 'zod';
import type { Context, TypedResponse } from 'hono';
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

/** A JSON body of this schema, as a request or response declares its content. */
export const jsonContent = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });

/** A documented answer with a JSON body of this schema. */
export const jsonResponse = <T extends z.ZodType>(description: string, schema: T) => ({ description, content: jsonContent(schema) });

/**
 * A 200 JSON answer some of whose members (`parts`) are already JSON text, such as the cards the
 * database keeps as the API writes them (decision 100): spliced in as they are, instead of being
 * parsed and written again. `Answer` is the whole answer's type, which the route's schema describes.
 */
export function jsonWithParts<Answer>(c: Context, fields: Record<string, unknown>, parts: Record<string, string>) {
  const members = Object.entries(parts).map(([key, text]) => `${JSON.stringify(key)}:${text}`);
  const rest = JSON.stringify(fields).slice(1, -1);
  if (rest) members.push(rest);
  return c.body(`{${members.join(',')}}`, 200, { 'content-type': 'application/json' }) as unknown as TypedResponse<Answer, 200, 'json'>;
}

/** A request's JSON body, which the route requires. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ required: true, content: jsonContent(schema) });

/** A request's JSON body that may be left out (the route reads it only when it is sent as JSON). */
export const optionalJsonBody = <T extends z.ZodType>(schema: T) => ({ required: false, content: jsonContent(schema) });

/** A documented error answer, in the one error shape. */
export const errorResponse = (description: string) => ({ description, content: jsonContent(apiErrorSchema) });

/** The 401 of every route that needs a signed-in member. */
export const notSignedIn = errorResponse('Not signed in');

/** What a route declares beyond its method, path, tags and summary: its request and its own answers. */
type RouteParts = Omit<RouteConfig, 'method' | 'path' | 'tags' | 'summary'>;

/**
 * The route declarations of one file whose routes share their tags and some error answers (the
 * 401 and 403 of a feature, say): each route then gives its method, path, summary, request and
 * its own answers, which stand beside the shared ones (a route's own answer to a status wins).
 */
export function declareRoutes<const Shared extends RouteConfig['responses']>({ tags, errors }: { tags: string[]; errors: Shared }) {
  return <M extends RouteConfig['method'], P extends string, const Parts extends RouteParts>(method: M, path: P, summary: string, parts: Parts) =>
    createRoute({ method, path, tags, summary, ...parts, responses: { ...errors, ...parts.responses } });
}

type Operation = { parameters?: unknown[]; requestBody?: unknown; responses?: Record<string, unknown> };

/**
 * The answers any route can give before its own code runs (request guards, validation, the
 * server itself), added to every operation of the document that does not describe them already.
 */
export function withCommonResponses<T extends { paths?: object }>(document: T): T {
  for (const item of Object.values(document.paths ?? {}) as Record<string, unknown>[]) {
    for (const value of Object.values(item)) {
      const operation = value as Operation;
      if (!operation || typeof operation !== 'object' || !operation.responses) continue;
      const hasInput = (operation.parameters?.length ?? 0) > 0 || !!operation.requestBody;
      const common: Record<string, unknown> = {
        ...(hasInput && { 400: errorResponse('Invalid input: a malformed id or query value, a body that is not valid JSON, or a field outside its rules (the message says which)') }),
        ...(operation.requestBody ? {
          413: errorResponse('The body is larger than the route accepts (1 MB unless the route says otherwise); the connection is closed after the answer'),
          415: errorResponse('The body is not of the media type the route reads'),
        } : {}),
        429: errorResponse('Too many requests from this client or for this account; Retry-After says when to try again'),
        431: errorResponse('The request headers are too large'),
        500: errorResponse('Something went wrong on the server; nothing the request asked for was done'),
      };
      for (const [status, response] of Object.entries(common)) operation.responses[status] ??= response;
    }
  }
  return document;
}
