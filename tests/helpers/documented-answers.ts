import { expect } from 'vitest';
import { z } from 'zod';
import { createClient, type TestApp } from './test-app.ts';

type JsonSchema = { [keyword: string]: unknown };
type OpenApiDocument = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> } | undefined> | undefined> };

/** Keywords that give a schema a shape: an answer documented without any (z.any()) could be anything. */
const SHAPE_KEYWORDS = ['type', 'enum', 'const', 'anyOf', 'oneOf', 'allOf', '$ref'];

/** Whether a documented JSON schema says what the value is, rather than allowing anything. */
export const hasShape = (schema: JsonSchema | undefined) => !!schema && SHAPE_KEYWORDS.some((keyword) => keyword in schema);

const documents = new WeakMap<TestApp, Promise<OpenApiDocument>>();

/** The app's OpenAPI document, read once per app. */
export function openApiDocument(testApp: TestApp): Promise<OpenApiDocument> {
  let document = documents.get(testApp);
  if (!document) {
    document = createClient(testApp)
      .get('/api/openapi.json')
      .then((response) => response.json() as Promise<OpenApiDocument>);
    documents.set(testApp, document);
  }
  return document;
}

const isSchema = (value: unknown): value is JsonSchema => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The schema with every object closed: a member the document does not name is an error, as the
 * documented shape is meant to be all of the answer. (allOf branches are left open: each
 * describes only part of the object.)
 */
function closed(schema: JsonSchema): JsonSchema {
  const copy: JsonSchema = { ...schema };
  if (isSchema(copy.properties)) {
    copy.properties = Object.fromEntries(Object.entries(copy.properties).map(([name, member]) => [name, isSchema(member) ? closed(member) : member]));
    copy.additionalProperties ??= false;
  }
  for (const keyword of ['items', 'additionalProperties'] as const) {
    const inner = copy[keyword];
    if (isSchema(inner)) copy[keyword] = closed(inner);
  }
  for (const keyword of ['anyOf', 'oneOf', 'prefixItems'] as const) {
    const inner = copy[keyword];
    if (Array.isArray(inner)) copy[keyword] = inner.map((branch) => (isSchema(branch) ? closed(branch) : branch));
  }
  return copy;
}

/**
 * An answer's JSON, once it is what the OpenAPI document says the route answers with its status:
 * every documented member there, of its type (nullable only where documented so), and no member
 * the document does not name. `route` is the operation as the document names it: 'get /deals'.
 */
export async function documentedAnswer<T = unknown>(testApp: TestApp, route: `${'get' | 'post' | 'put' | 'patch' | 'delete'} /${string}`, response: Response): Promise<T> {
  const [method, path] = route.split(' ') as [string, string];
  const body: unknown = await response.json();
  const operation = (await openApiDocument(testApp)).paths[path]?.[method];
  expect(operation, `${route} is not in the OpenAPI document`).toBeDefined();
  const schema = operation!.responses[String(response.status)]?.content?.['application/json']?.schema;
  expect(schema, `${route} documents no JSON answer for ${response.status}; it answered ${JSON.stringify(body)}`).toBeDefined();
  expect(hasShape(schema), `${route} documents its ${response.status} answer as anything`).toBe(true);
  const result = z.fromJSONSchema(closed(schema!) as Parameters<typeof z.fromJSONSchema>[0]).safeParse(body);
  expect(result.error?.issues ?? [], `${route} answered ${response.status} with what its document does not describe: ${JSON.stringify(body)}`).toEqual([]);
  return body as T;
}
