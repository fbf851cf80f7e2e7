import { streamChat, type LlmConfig } from '../../lib/llm.ts';

const MAX_SUMMARY_TOKENS = 500;

const SYSTEM_PROMPT = [
  "You write a short summary for a founder about their business idea, using ONLY the evidence given, which comes from Flightdeck's own database of published case studies.",
  'Quote figures with the sample size they rest on (e.g. "3 of 7 matched studies"), say when a sample is small, name the studies you refer to by title,',
  'and never add facts, figures, companies or advice that the evidence does not contain. If the evidence is thin, say so. At most 200 words, plain text.',
].join(' ');

/** Streams a summary of the evidence; ends early when the caller's signal aborts (the page was closed). */
export function streamSummary(llm: LlmConfig, request: string, evidence: unknown, signal: AbortSignal): AsyncGenerator<string> {
  return streamChat(
    llm,
    [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: `${request}\n\nEvidence (JSON):\n${JSON.stringify(evidence)}` },
    ],
    { maxTokens: MAX_SUMMARY_TOKENS, signal },
  );
}
