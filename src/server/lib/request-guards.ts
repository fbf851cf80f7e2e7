import type { Context, MiddlewareHandler } from 'hono';
import { AppError, badRequest, forbidden } from './errors.ts';

/** The largest request body the API reads (JSON and forms); uploads stream and bound their own size. */
export const MAX_BODY_BYTES = 1024 * 1024;

export const REQUEST_GUARD_MESSAGES = {
  tooLarge: 'The request is too large. Please send less data.',
  nulCharacter: 'The request contains a character that is not allowed.',
  loneSurrogate: 'The request contains text that is not valid Unicode. Please check the text and send it again.',
  crossSite: 'This request came from another site and was refused.',
  badEncoding: 'The address of the request is not valid.',
} as const;

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const NUL = '\u0000';

/**
 * How much of a refused body is read and thrown away before the 413 is sent. A client still
 * sending its body when the server closes the connection gets a reset instead of the answer (it
 * may not even read it); read to its end, the body leaves the connection to the client's next
 * request. A body larger than this, or still arriving after REFUSED_BODY_READ_MS, is not waited
 * for: the answer closes the connection (`Connection: close`), and such a client may see a reset.
 */
export const REFUSED_BODY_READ_BYTES = 10 * 1024 * 1024;
export const REFUSED_BODY_READ_MS = 5_000;

type BodyReader = ReadableStreamDefaultReader<Uint8Array>;

/** Reads the rest of a refused body within the bounds; whether it ended. */
async function discardRest(reader: BodyReader, alreadyRead: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), REFUSED_BODY_READ_MS);
  });
  let read = alreadyRead;
  try {
    while (read <= REFUSED_BODY_READ_BYTES) {
      const chunk = await Promise.race([reader.read(), late]);
      if (chunk === 'late') return false;
      if (chunk.done) return true;
      read += chunk.value.length;
    }
    return false;
  } catch {
    // The client went away: nothing is left to keep.
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The 413, after the rest of the body was read when it fits the bounds (else the connection closes). */
async function refuseBody(c: Context, message: string, reader: BodyReader | undefined, alreadyRead: number): Promise<never> {
  if (!reader || !(await discardRest(reader, alreadyRead))) c.header('Connection', 'close');
  throw new AppError(413, 'PAYLOAD_TOO_LARGE', message);
}

/**
 * Refuses bodies over MAX_BODY_BYTES (or the given size) with 413: a declared Content-Length is
 * refused before the route runs, a streamed body as soon as it passes the limit. Either way the
 * rest of it is read and thrown away first, up to REFUSED_BODY_READ_BYTES and REFUSED_BODY_READ_MS,
 * so the client reads the answer. (Hono's bodyLimit keeps the body's reader to itself, so the rest
 * of a streamed body could not be read after it refuses.) An upload's limit names its own (the
 * photo's size limit) in the message.
 */
export function limitBodySize(maxSize = MAX_BODY_BYTES, message: string = REQUEST_GUARD_MESSAGES.tooLarge): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && !c.req.header('transfer-encoding')) {
      const length = Number.parseInt(declared, 10);
      if (!(length > maxSize)) return next();
      return refuseBody(c, message, length <= REFUSED_BODY_READ_BYTES ? body.getReader() : undefined, 0);
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxSize) return refuseBody(c, message, reader, size);
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks, size) });
    return next();
  };
}

/**
 * Streamed uploads (a bulk-import file): a PUT to such a path skips the body limit and the NUL
 * check, which would hold the whole body in memory; its handler reads it as a stream, bounds
 * its size and refuses NUL itself.
 */
export const STREAMED_UPLOAD_PATH = /^\/api\/admin\/case-imports\/[^/]+\/file$/;

/** Runs the guards, except for a streamed upload. */
export function unlessStreamedUpload(...guards: MiddlewareHandler[]): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'PUT' && STREAMED_UPLOAD_PATH.test(c.req.path)) return next();
    // The guards throw to refuse; each calls the next one, the last one the route.
    const run = async (index: number): Promise<void> => {
      const guard = guards[index];
      if (!guard) return next();
      await guard(c, () => run(index + 1));
    };
    return run(0);
  };
}

/** Whether an origin matches one trusted origin; `*` stands for any run of characters (a port). */
function originMatches(origin: string, pattern: string): boolean {
  if (!pattern.includes('*')) return origin === pattern;
  const escaped = pattern.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('[^/]*')}$`).test(origin);
}

export function isTrustedOrigin(origin: string, trustedOrigins: readonly string[]): boolean {
  return trustedOrigins.some((pattern) => originMatches(origin, pattern));
}

/**
 * Cross-site request forgery guard: a state-changing request must come from one of the
 * origins the auth layer trusts, or be marked same-origin by the browser through
 * Sec-Fetch-Site (which pages cannot forge). The session cookie is SameSite=Lax, but a sibling site on the same
 * registrable domain counts as same-site and would still carry it.
 */
export function requireSameOrigin(trustedOrigins: () => readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (!STATE_CHANGING_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    // The browser sets Sec-Fetch-Site itself: same-origin means the page came from this server,
    // whatever address it was opened on.
    const allowed = fetchSite === 'same-origin' || (!!origin && origin !== 'null' && isTrustedOrigin(origin, trustedOrigins()));
    if (!allowed) throw forbidden(REQUEST_GUARD_MESSAGES.crossSite);
    return next();
  };
}

/** Whether any string (key or value) inside a parsed JSON value passes the test. */
function jsonHasString(value: unknown, test: (text: string) => boolean): boolean {
  if (typeof value === 'string') return test(value);
  if (Array.isArray(value)) return value.some((inner) => jsonHasString(inner, test));
  if (value && typeof value === 'object') return Object.entries(value).some(([key, inner]) => test(key) || jsonHasString(inner, test));
  return false;
}

const hasNul = (text: string) => text.includes(NUL);
/** A JSON escape such as "\ud800" can name half a surrogate pair, which no UTF-8 text (nor JSONB) can hold. */
const hasLoneSurrogate = (text: string) => !text.isWellFormed();

/** Path and query text after percent-decoding; a malformed escape is refused. */
function decodedUrlHasNul(c: Context): boolean {
  // A request line cannot carry a raw NUL, so only a percent-escape can decode to one.
  if (!c.req.url.includes('%')) return false;
  const url = new URL(c.req.url);
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    throw badRequest(REQUEST_GUARD_MESSAGES.badEncoding);
  }
  if (path.includes(NUL)) return true;
  for (const [key, value] of url.searchParams) if (key.includes(NUL) || value.includes(NUL)) return true;
  return false;
}

/**
 * Whether the request may carry a body anyone reads. Asked from the method: reading `c.req.raw`
 * makes the server build a whole Request object, which reads (most requests) never need.
 */
export function announcesBody(c: Context): boolean {
  return c.req.method !== 'GET' && c.req.method !== 'HEAD';
}

type BodyVerdict = 'ok' | 'nul' | 'loneSurrogate';

async function checkBodyText(c: Context): Promise<BodyVerdict> {
  if (!announcesBody(c) || !c.req.raw.body) return 'ok';
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  const isJson = type === 'application/json' || type.endsWith('+json');
  const isForm = type === 'application/x-www-form-urlencoded';
  if (!isJson && !isForm && !type.startsWith('text/')) return 'ok';
  // A clone, so the handler (or better-auth, which reads the raw request) still gets the body.
  const text = await c.req.raw.clone().text();
  if (text.includes(NUL)) return 'nul';
  if (isForm) {
    // Decoding a form turns malformed UTF-8 into U+FFFD, so only NUL needs looking for.
    for (const [key, value] of new URLSearchParams(text)) if (hasNul(key) || hasNul(value)) return 'nul';
    return 'ok';
  }
  if (!isJson) return 'ok';
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: the route's own validation answers it.
    return 'ok';
  }
  if (jsonHasString(parsed, hasNul)) return 'nul';
  if (jsonHasString(parsed, hasLoneSurrogate)) return 'loneSurrogate';
  return 'ok';
}

/**
 * PostgreSQL text cannot hold NUL, nor JSONB a lone surrogate, so a NUL anywhere in the path,
 * the query or a text body, and a lone surrogate in a JSON body, are refused up front with 400
 * instead of failing in the database. (A path or query cannot carry a lone surrogate: its
 * percent-escapes are UTF-8, and malformed UTF-8 is refused as a bad address.) Runs after the
 * body limit, so at most MAX_BODY_BYTES are read.
 */
export function rejectUnstorableText(): MiddlewareHandler {
  return async (c, next) => {
    if (decodedUrlHasNul(c)) throw badRequest(REQUEST_GUARD_MESSAGES.nulCharacter);
    if (!announcesBody(c)) return next();
    const verdict = await checkBodyText(c);
    if (verdict !== 'ok') throw badRequest(REQUEST_GUARD_MESSAGES[verdict === 'nul' ? 'nulCharacter' : 'loneSurrogate']);
    return next();
  };
}
