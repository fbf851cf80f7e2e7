/**
 * How the app's fetch client sends a request: the browser's fetch. The server's drawing of a page
 * (src/web/app/server-entry.tsx) is built with `api-transport.server.ts` in its place.
 */
export const apiTransport = (): typeof fetch => fetch;
