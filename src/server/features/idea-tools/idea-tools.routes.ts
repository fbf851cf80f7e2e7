import { createRoute, z } from '@hono/zod-openapi';
import { AI_TOOL_MESSAGES, type AiToolMeter } from '#shared/domain/ai-tools.ts';
import { NDJSON, remixIdeasSchema, validateIdeaSchema, type IdeaToolLine } from '#shared/schemas/idea-tools.ts';
import type { AppDeps } from '../../app-context.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, errorResponse, jsonBody, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { LlmTimeout } from '../../lib/llm.ts';
import { ndjsonResponse } from '../../lib/ndjson.ts';
import { streamSummary } from './idea-tools.llm.ts';
import { readAiToolMeter, remixIdeas, validateIdea } from './idea-tools.service.ts';

const tags = ['Idea tools'];
const streamed = { description: 'Newline-delimited JSON: the evidence, then the written summary as it streams', content: { [NDJSON]: { schema: z.string() } } };
const refusals = {
  400: errorResponse('No idea, or words we cannot search for'),
  401: notSignedIn,
  403: errorResponse('FEATURE_LOCKED, or AI_TOOL_LIMIT_REACHED after 5 uses this month on Explorer'),
};

const meterSchema = z.union([
  z.object({ access: z.literal('locked') }),
  z.object({ access: z.literal('unlimited') }),
  z.object({ access: z.literal('metered'), limit: z.number(), used: z.number(), remaining: z.number() }),
]);

const routes = {
  meter: createRoute({
    method: 'get', path: '/idea-tools/meter', tags,
    summary: "The viewer's access to the AI idea tools: locked, unlimited, or uses left this UTC month",
    responses: { 200: jsonResponse('The meter', meterSchema) },
  }),
  validate: createRoute({
    method: 'post', path: '/idea-tools/validate', tags,
    summary: 'AI Idea Validator: evidence from our case studies for a described idea, and a written summary when a model is configured',
    request: { body: jsonBody(validateIdeaSchema) },
    responses: { 200: streamed, ...refusals },
  }),
  remix: createRoute({
    method: 'post', path: '/idea-tools/remix', tags,
    summary: 'AI Idea Remixer: two concepts combined into candidate ideas backed by our case studies',
    request: { body: jsonBody(remixIdeasSchema) },
    responses: { 200: streamed, ...refusals },
  }),
};

export function ideaToolRoutes({ db, config, logger }: AppDeps) {
  const llm = config.llm;

  /** The evidence line, then the model's summary of it (when configured) as it arrives. */
  async function* lines(tool: 'validator' | 'remixer', evidence: unknown, meter: AiToolMeter, request: string, closed: AbortSignal): AsyncGenerator<IdeaToolLine | Record<string, unknown>> {
    yield { type: 'evidence', tool, evidence, meter, summary: llm ? 'streaming' : 'not_configured', ...(!llm && { message: AI_TOOL_MESSAGES.summaryNotConfigured }) };
    if (!llm) return;
    try {
      for await (const text of streamSummary(llm, request, evidence, closed)) yield { type: 'summary', text };
      yield { type: 'summary_done' };
    } catch (error) {
      if (closed.aborted) return;
      const timedOut = error instanceof LlmTimeout;
      logger.warn({ err: error, timedOut }, 'idea tool summary failed');
      yield { type: 'summary_error', reason: timedOut ? 'timeout' : 'failed', message: timedOut ? AI_TOOL_MESSAGES.summaryTimedOut : AI_TOOL_MESSAGES.summaryFailed };
    }
  }

  // The route's typed responses describe a string body; a stream is what actually goes out.
  const streamed200 = (source: (closed: AbortSignal) => AsyncGenerator<unknown>) => ndjsonResponse(source) as never;

  return createRouter()
    .openapi(routes.meter, async (c) => c.json(await readAiToolMeter(db, c.get('user')), 200))
    .openapi(routes.validate, async (c) => {
      const { idea } = c.req.valid('json');
      const user = requireUser(c);
      const { evidence, meter } = await validateIdea(db, user, idea);
      return streamed200((closed) => lines('validator', evidence, meter, `Validate this business idea: ${idea}`, closed));
    })
    .openapi(routes.remix, async (c) => {
      const input = c.req.valid('json');
      const user = requireUser(c);
      const { evidence, meter } = await remixIdeas(db, user, input);
      const request = `Combine these two concepts into business ideas: "${input.conceptA}" and "${input.conceptB}". Present the candidate ideas in the evidence.`;
      return streamed200((closed) => lines('remixer', evidence, meter, request, closed));
    });
}
