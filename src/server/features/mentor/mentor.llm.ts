import type { MentorSource } from '#shared/schemas/mentor.ts';
import { streamChat, type ChatMessage, type LlmConfig } from '../../lib/llm.ts';

const MAX_ANSWER_TOKENS = 700;

const SYSTEM_PROMPT = [
  "You are Leo, Flightdeck's mentor for founders. Answer the member's question using ONLY the numbered sources given with it,",
  "which are Flightdeck's own published case studies and tactics. Cite the source of every statement by its number in square brackets, like [1] or [2][3].",
  'Quote figures exactly as the sources give them (monthly revenue and starting costs are in US dollars) and name the studies you rely on.',
  'Never add companies, figures, sources or facts the sources do not contain. If the sources do not answer the question, say so plainly and suggest what to ask instead.',
  'At most 250 words, plain text.',
].join(' ');

/** The sources as the model reads them: numbered in citation order. */
const numbered = (sources: MentorSource[]) => sources.map((source, index) => ({ number: index + 1, ...source }));

/** Streams Leo's answer to the question, with the conversation so far and the numbered sources. */
export function streamMentorAnswer(
  llm: LlmConfig,
  input: { question: string; sources: MentorSource[]; history: { role: 'member' | 'leo'; content: string }[] },
  signal: AbortSignal,
): AsyncGenerator<string> {
  const messages: ChatMessage[] = [
    { role: 'system', content: SYSTEM_PROMPT },
    ...input.history.map((message): ChatMessage => ({ role: message.role === 'member' ? 'user' : 'assistant', content: message.content })),
    { role: 'user', content: `${input.question}\n\nSources (JSON):\n${JSON.stringify(numbered(input.sources))}` },
  ];
  return streamChat(llm, messages, { maxTokens: MAX_ANSWER_TOKENS, signal });
}
