import { z } from '@hono/zod-openapi';
import { NDJSON } from '#shared/schemas/idea-tools.ts';
import { MENTOR_MESSAGES, mentorQuestionSchema, type MentorLine } from '#shared/schemas/mentor.ts';
import type { AppDeps } from '../../app-context.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { LlmTimeout } from '../../lib/llm.ts';
import { ndjsonResponse } from '../../lib/ndjson.ts';
import { createRouter, declareRoutes, errorResponse, jsonBody, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { idParamSchema } from '../../lib/params.ts';
import { streamMentorAnswer } from './mentor.llm.ts';
import { askMentor, deleteMentorConversation, listMentorConversations, readMentorConversation, saveMentorAnswer, type AskedQuestion } from './mentor.service.ts';

const tags = ['Mentor'];
const locked = { 401: notSignedIn, 403: errorResponse('FEATURE_LOCKED: Leo comes with Master Builder and above') };

const conversationSummarySchema = z.object({ id: z.string(), title: z.string(), createdAt: z.string(), updatedAt: z.string() });
const messageSchema = z.object({
  id: z.string(),
  role: z.enum(['member', 'leo']),
  content: z.string(),
  sources: z.array(z.record(z.string(), z.unknown())).openapi({ description: 'Case studies and tactics, in citation order' }),
  mode: z.enum(['generated', 'sources_only']).nullable(),
  createdAt: z.string(),
});
const route = declareRoutes({ tags, errors: locked });

const routes = {
  list: route('get', '/mentor/conversations', "The member's conversations with Leo, latest first, and the questions asked today (UTC) of the daily limit",
    { responses: { 200: jsonResponse('Conversations', z.object({ conversations: z.array(conversationSummarySchema), questionsToday: z.number(), dailyLimit: z.number() })) } }),
  read: route('get', '/mentor/conversations/{id}', 'One of the member’s conversations with its messages, oldest first',
    {
      request: { params: idParamSchema },
      responses: {
        200: jsonResponse('The conversation', conversationSummarySchema.extend({ messages: z.array(messageSchema) })),
        404: errorResponse('No such conversation of the member'),
      },
    }),
  remove: route('delete', '/mentor/conversations/{id}', 'Delete one of the member’s conversations with its messages',
    { request: { params: idParamSchema }, responses: { 204: { description: 'Deleted' }, 404: errorResponse('No such conversation of the member') } }),
  ask: route('post', '/mentor/questions', 'Ask Leo (in a new conversation or one of the member’s): the question with the case studies and tactics it matches, then the answer as it is written',
    {
      request: { body: jsonBody(mentorQuestionSchema) },
      responses: {
        200: { description: 'Newline-delimited JSON: the question and its sources, then the answer as it streams', content: { [NDJSON]: { schema: z.string() } } },
        400: errorResponse('No question, or words we cannot search for'),
        404: errorResponse('No such conversation of the member'),
        429: errorResponse('The daily limit of questions is reached (Retry-After: until midnight UTC)'),
      },
    }),
};

export function mentorRoutes({ db, config, logger }: AppDeps) {
  const llm = config.llm;

  /**
   * The question line, then Leo's answer: the model's text as it arrives when a model is
   * configured and something matched, else the sources alone. The answer is kept however the
   * writing ends, even when the page was closed, with what was written.
   */
  async function* lines(asked: AskedQuestion, question: string, closed: AbortSignal): AsyncGenerator<MentorLine> {
    const generated = Boolean(llm) && asked.sources.length > 0;
    const notice = asked.sources.length === 0 ? MENTOR_MESSAGES.noSources : llm ? undefined : MENTOR_MESSAGES.notConfigured;
    yield {
      type: 'question',
      conversation: asked.conversation,
      message: asked.question,
      sources: asked.sources,
      mode: generated ? 'generated' : 'sources_only',
      ...(notice && { notice }),
      questionsToday: asked.questionsToday,
    };
    if (!llm || !generated) {
      yield { type: 'answer_done', message: await saveMentorAnswer(db, asked, notice ?? '', 'sources_only') };
      return;
    }
    let written = '';
    let saved = false;
    try {
      for await (const text of streamMentorAnswer(llm, { question, sources: asked.sources, history: asked.history }, closed)) {
        written += text;
        yield { type: 'answer', text };
      }
      saved = true;
      yield { type: 'answer_done', message: await saveMentorAnswer(db, asked, written, 'generated') };
    } catch (error) {
      if (closed.aborted) return;
      const timedOut = error instanceof LlmTimeout;
      logger.warn({ err: error, timedOut }, 'mentor answer failed');
      saved = true;
      const answer = await saveMentorAnswer(db, asked, written, written ? 'generated' : 'sources_only');
      yield { type: 'answer_error', reason: timedOut ? 'timeout' : 'failed', message: timedOut ? MENTOR_MESSAGES.answerTimedOut : MENTOR_MESSAGES.answerFailed, answer };
    } finally {
      // The page was closed mid-answer: keep what was written.
      if (!saved) await saveMentorAnswer(db, asked, written, written ? 'generated' : 'sources_only');
    }
  }

  return createRouter()
    .openapi(routes.list, async (c) => c.json(await listMentorConversations(db, requireUser(c)), 200))
    .openapi(routes.read, async (c) => c.json(await readMentorConversation(db, requireUser(c), c.req.valid('param').id), 200))
    .openapi(routes.remove, async (c) => {
      await deleteMentorConversation(db, requireUser(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(routes.ask, async (c) => {
      const input = c.req.valid('json');
      const asked = await askMentor(db, requireUser(c), input);
      // The route's typed responses describe a string body; a stream is what actually goes out.
      return ndjsonResponse((closed) => lines(asked, input.question, closed)) as never;
    });
}
