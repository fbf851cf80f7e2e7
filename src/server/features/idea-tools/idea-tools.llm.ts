import OpenAI from 'openai';
import type { AppDeps } from '../../app-context.ts';

export type LlmConfig = NonNullable<AppDeps['config']['llm']>;

/** How long the whole summary (first byte to last) may take by default. */
export const DEFAULT_LLM_TIMEOUT_MS = 30_000;
const MAX_SUMMARY_TOKENS = 500;

const SYSTEM_PROMPT = [
  "You write a short summary for a founder about their business idea, using ONLY the evidence given, which comes from Flightdeck's own database of published case studies.",
  'Quote figures with the sample size they rest on (e.g. "3 of 7 matched studies"), say when a sample is small, name the studies you refer to by title,',
  'and never add facts, figures, companies or advice that the evidence does not contain. If the evidence is thin, say so. At most 200 words, plain text.',
].join(' ');

export class SummaryTimeout extends Error {}

/**
 * Streams a summary of the evidence from an OpenAI-compatible chat-completions endpoint. The
 * whole stream is bounded by the time-out (the SDK's own time-out only covers the wait for the
 * first response), and ends early when the caller's signal aborts (the page was closed).
 */
export async function* streamSummary(llm: LlmConfig, request: string, evidence: unknown, signal: AbortSignal): AsyncGenerator<string> {
  const deadline = AbortSignal.timeout(llm.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS);
  const client = new OpenAI({ baseURL: llm.baseUrl, apiKey: llm.apiKey || 'unused', maxRetries: 0, timeout: llm.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS });
  try {
    const stream = await client.chat.completions.create(
      {
        model: llm.model,
        stream: true,
        temperature: 0.2,
        max_tokens: MAX_SUMMARY_TOKENS,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: `${request}\n\nEvidence (JSON):\n${JSON.stringify(evidence)}` },
        ],
      },
      { signal: AbortSignal.any([deadline, signal]) },
    );
    for await (const chunk of stream) {
      const text = chunk.choices[0]?.delta?.content;
      if (text) yield text;
    }
    // The SDK ends an aborted stream quietly; a deadline that passed is still a time-out.
    if (deadline.aborted) throw new SummaryTimeout('summary timed out');
  } catch (error) {
    if (error instanceof SummaryTimeout) throw error;
    if (deadline.aborted) throw new SummaryTimeout('summary timed out', { cause: error });
    throw error;
  }
}
