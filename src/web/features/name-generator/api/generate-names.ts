import { useMutation } from '@tanstack/react-query';
import type { NameGeneratorResponse } from '#shared/schemas/name-generator.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export const useGenerateNames = () =>
  useMutation({
    mutationFn: ({ keyword, run }: { keyword: string; run: number }) =>
      apiFetch<NameGeneratorResponse>('/tools/name-generator', { method: 'POST', json: { keyword, run } }),
  });
