import type { AppDeps } from '../app-context.ts';

/** The OpenAI-compatible endpoint (`LLM_BASE_URL`, `LLM_API_KEY`, `LLM_MODEL`). */
export type LlmConfig = NonNullable<AppDeps['config']['llm']>;

/** How long a whole answer (first byte to last) may take by default. */
export const DEFAULT_LLM_TIMEOUT_MS = 30_000;

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export class LlmTimeout extends Error {}

/**
 * Streams a chat completion's text from the configured endpoint. The whole stream is bounded by
 * the time-out (the SDK's own time-out only covers the wait for the first response), and ends
 * early when the caller's signal aborts (the page was closed).
 */
export async function* streamChat(llm: LlmConfig, messages: ChatMessage[], options: { maxTokens: number; signal: AbortSignal }): AsyncGenerator<string> {
  const timeoutMs = llm.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;
  const deadline = AbortSignal.timeout(timeoutMs);
  // The SDK is loaded with the first answer asked for, not at start (decision 069).
  const { default: OpenAI } = await import('openai');
  const client = new OpenAI({ baseURL: llm.baseUrl, apiKey: llm.apiKey || 'unused', maxRetries: 0, timeout: timeoutMs });
  try {
    const stream = await client.chat.completions.create(
      { model: llm.model, stream: true, temperature: 0.2, max_tokens: options.maxTokens, messages },
      { signal: AbortSignal.any([deadline, options.signal]) },
    );
    for await (const chunk of stream) {
      const text = chunk.choices[0]?.delta?.content;
      if (text) yield text;
    }
    // The SDK ends an aborted stream quietly; a deadline that passed is still a time-out.
    if (deadline.aborted) throw new LlmTimeout('the model timed out');
  } catch (error) {
    if (error instanceof LlmTimeout) throw error;
    if (deadline.aborted) throw new LlmTimeout('the model timed out', { cause: error });
    throw error;
  }
}
