import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApiErrorBody, ErrorCode } from '#shared/errors.ts';

export const CLIENT_ERROR_MESSAGES = {
  headersTooLarge: 'The request headers are too large. Please clear this site’s cookies and try again.',
  timeout: 'The request took too long to arrive. Please try again.',
  malformed: 'The request could not be read.',
} as const;

type Refusal = { status: number; code: ErrorCode; message: string };

/** Node's own choice of status for a request it could not parse, with our words for it. */
function refusalFor(error: NodeJS.ErrnoException): Refusal {
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, code: 'BAD_REQUEST', message: CLIENT_ERROR_MESSAGES.headersTooLarge };
  if (error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: CLIENT_ERROR_MESSAGES.malformed };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, code: 'BAD_REQUEST', message: CLIENT_ERROR_MESSAGES.timeout };
  return { status: 400, code: 'BAD_REQUEST', message: CLIENT_ERROR_MESSAGES.malformed };
}

/**
 * Requests Node refuses before the app sees them (headers over its size limit, a malformed
 * request line) get the API's one error shape instead of Node's empty answer, with the same
 * status Node would send; the connection is closed after it, as Node does.
 */
export function answerClientErrorsAsJson(server: Pick<Server, 'on'>): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const response = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || response?.headersSent) {
      socket.destroy();
      return;
    }
    const { status, code, message } = refusalFor(error);
    const body = JSON.stringify({ error: { code, message } } satisfies ApiErrorBody);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}
