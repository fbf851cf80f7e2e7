import type { ApiErrorBody } from '#shared/errors.ts';

/** An API failure carrying the server's stable code and message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport | null = null;

/**
 * Sends the client's requests through `next` instead of the browser's fetch, or back to fetch
 * with null. Only the server's drawing of a visitor's page uses it (src/web/app/visitor-pages.tsx),
 * to answer a page's queries through the app's own API.
 */
export function sendApiRequestsThrough(next: Transport | null) {
  transport = next;
}

/** The one fetch client: JSON in and out, cookies included, errors as ApiError. */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const send = transport ?? fetch;
  const response = await send(`/api${path}`, {
    credentials: 'same-origin',
    ...rest,
    headers: { accept: 'application/json', ...(json !== undefined && { 'content-type': 'application/json' }), ...headers },
    ...(json !== undefined && { body: JSON.stringify(json) }),
  });
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body as ApiErrorBody | null)?.error;
    throw new ApiError(response.status, error?.code ?? 'INTERNAL', error?.message ?? `Request failed (${response.status})`);
  }
  return body as T;
}
