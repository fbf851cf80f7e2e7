import type { ApiErrorBody } from '#shared/errors.ts';
import { apiTransport } from './api-transport.ts';

/** An API failure carrying the server's stable code and message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** What the server added: for a 400, the schema's issues (`path` and `message` of each field). */
  readonly details: unknown;
  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** Whether a failure is the server's 404: the thing asked for does not exist (or is not shown). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The one fetch client: JSON in and out, cookies included, errors as ApiError. */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const response = await apiTransport()(`/api${path}`, {
    credentials: 'same-origin',
    ...rest,
    headers: { accept: 'application/json', ...(json !== undefined && { 'content-type': 'application/json' }), ...headers },
    ...(json !== undefined && { body: JSON.stringify(json) }),
  });
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body as ApiErrorBody | null)?.error;
    throw new ApiError(response.status, error?.code ?? 'INTERNAL', error?.message ?? `Request failed (${response.status})`, error?.details);
  }
  return body as T;
}
