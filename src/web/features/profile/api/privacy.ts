import { useMutation } from '@tanstack/react-query';
import type { DeletionRequestResult } from '#shared/schemas/privacy.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';

/** Downloads GET /api/me/export as a JSON file. */
export async function downloadMyData(): Promise<void> {
  const response = await fetch('/api/me/export', { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new ApiError(response.status, 'EXPORT_FAILED', 'Your data could not be downloaded. Please try again.');
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `flightdeck-data-${new Date().toISOString().slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}

export function useRequestDeletion() {
  return useMutation({ mutationFn: () => apiFetch<DeletionRequestResult>('/me/deletion-request', { method: 'POST', json: {} }) });
}
