import { AsyncLocalStorage } from 'node:async_hooks';
import type { FetchApi } from '#shared/page-data.ts';

/**
 * The server's stand-in for `api-transport.ts` (decision 075): a page's loader asks the app's own
 * API for the reader whose request is being drawn, through the `fetchApi` of that request. The
 * request is found from the async context the drawing runs in, so drawings of different readers
 * at the same time cannot mix, and nothing is kept between them.
 */
const requestApi = new AsyncLocalStorage<FetchApi>();

export function withApi<T>(fetchApi: FetchApi, work: () => Promise<T>): Promise<T> {
  return requestApi.run(fetchApi, work);
}

export const apiTransport = (): typeof fetch => {
  const fetchApi = requestApi.getStore();
  if (!fetchApi) throw new Error('A page drawn by the server asked the API outside its drawing');
  return ((url: string, init: RequestInit = {}) => {
    if ((init.method ?? 'GET') !== 'GET') return Promise.reject(new Error(`A page drawn by the server asked ${init.method} ${url}`));
    return fetchApi(url);
  }) as typeof fetch;
};
