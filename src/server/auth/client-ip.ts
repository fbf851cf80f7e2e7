import type { Context } from 'hono';

/**
 * better-auth keys its rate limits on a client-address header. Behind @hono/node-server it
 * sees none, so every client would share one bucket. We set our own header from the socket
 * address (or, only when TRUST_PROXY is on, from X-Forwarded-For), replacing any value a
 * client sent, so it cannot be spoofed.
 */
export const CLIENT_IP_HEADER = 'x-flightdeck-client-ip';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    // Our proxy appends the address it saw; entries to its left came from the client and may be forged.
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/** A copy of the request whose client-address header is the one we trust. */
export function withTrustedClientAddress(c: Context, trustProxy: boolean): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientAddress(c, trustProxy));
  return new Request(c.req.raw, { headers });
}
