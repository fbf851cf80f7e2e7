import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiErrorBody } from '#shared/errors.ts';
import type { AiToolMeter } from '#shared/domain/ai-tools.ts';
import type { IdeaToolLine, RemixIdeasInput, ValidateIdeaInput } from '#shared/schemas/idea-tools.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';

export const aiToolMeterKey = (viewerId: string | null) => ['idea-tools', 'meter', viewerId] as const;

/** Read once the session is known, so a member is never shown a visitor's lock. */
export const useAiToolMeter = (viewerId: string | null, sessionKnown: boolean) =>
  useQuery(queryOptions({ queryKey: aiToolMeterKey(viewerId), queryFn: ({ signal }) => apiFetch<AiToolMeter>('/idea-tools/meter', { signal }), enabled: sessionKnown }));

export function useRefreshAiToolMeter(viewerId: string | null) {
  const client = useQueryClient();
  return (meter: AiToolMeter) => client.setQueryData(aiToolMeterKey(viewerId), meter);
}

/**
 * Runs a tool and hands each line of its streamed answer (the evidence, then the summary as it
 * is written) to `onLine` as soon as it arrives. A refusal is thrown as ApiError before any line.
 */
export async function runIdeaTool(
  tool: 'validate' | 'remix',
  body: ValidateIdeaInput | RemixIdeasInput,
  onLine: (line: IdeaToolLine) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(`/api/idea-tools/${tool}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/x-ndjson, application/json' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok || !response.body) {
    const error = ((await response.json().catch(() => null)) as ApiErrorBody | null)?.error;
    throw new ApiError(response.status, error?.code ?? 'INTERNAL', error?.message ?? `Request failed (${response.status})`);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    let end = buffered.indexOf('\n');
    while (end !== -1) {
      const line = buffered.slice(0, end).trim();
      buffered = buffered.slice(end + 1);
      if (line) onLine(JSON.parse(line) as IdeaToolLine);
      end = buffered.indexOf('\n');
    }
  }
}
