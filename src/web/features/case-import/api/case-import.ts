import type { ApiErrorBody } from '#shared/errors.ts';
import type { ImportJob } from '#shared/schemas/case-import.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';

export const startImport = (file: File) =>
  apiFetch<ImportJob>('/admin/case-imports', { method: 'POST', json: { fileName: file.name, type: file.type, size: file.size } });

export const fetchImport = (id: string) => apiFetch<ImportJob>(`/admin/case-imports/${encodeURIComponent(id)}`);

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** Sends the file as the request body; XMLHttpRequest, because fetch reports no upload progress. */
export function uploadImportFile(id: string, file: File, onProgress: (fraction: number) => void): Promise<ImportJob> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `/api/admin/case-imports/${encodeURIComponent(id)}/file`);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as ImportJob);
      else {
        const error = (body as ApiErrorBody | null)?.error;
        reject(new ApiError(xhr.status, error?.code ?? 'INTERNAL', error?.message ?? `Request failed (${xhr.status})`));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'The upload was interrupted.'));
    xhr.send(file);
  });
}
