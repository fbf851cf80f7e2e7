import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AiToolMeter } from '#shared/domain/ai-tools.ts';
import type { IdeaToolLine, RemixIdeasInput, ValidateIdeaInput } from '#shared/schemas/idea-tools.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { postForLines } from '#web/lib/ndjson-fetch.ts';

export const aiToolMeterKey = (viewerId: string | null) => ['idea-tools', 'meter', viewerId] as const;

/** Read once the session is known, so a member is never shown a visitor's lock. */
export const aiToolMeterQueryOptions = (viewerId: string | null) =>
  queryOptions({ queryKey: aiToolMeterKey(viewerId), queryFn: ({ signal }) => apiFetch<AiToolMeter>('/idea-tools/meter', { signal }) });
export const useAiToolMeter = (viewerId: string | null, sessionKnown: boolean) => useQuery({ ...aiToolMeterQueryOptions(viewerId), enabled: sessionKnown });

export function useRefreshAiToolMeter(viewerId: string | null) {
  const client = useQueryClient();
  return (meter: AiToolMeter) => client.setQueryData(aiToolMeterKey(viewerId), meter);
}

/**
 * Runs a tool and hands each line of its streamed answer (the evidence, then the summary as it
 * is written) to `onLine` as soon as it arrives. A refusal is thrown as ApiError before any line.
 */
export const runIdeaTool = (tool: 'validate' | 'remix', body: ValidateIdeaInput | RemixIdeasInput, onLine: (line: IdeaToolLine) => void, signal: AbortSignal): Promise<void> =>
  postForLines(`/idea-tools/${tool}`, body, onLine, signal);
