import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER, withTrustedClientAddress } from './client-ip.ts';

/** What better-auth would read as the client address, for a request from `socketAddress`. */
async function seenAddress(trustProxy: boolean, socketAddress: string | undefined, headers: Record<string, string> = {}) {
  const app = new Hono();
  app.get('/', (c) => c.text(withTrustedClientAddress(c, trustProxy).headers.get(CLIENT_IP_HEADER) ?? ''));
  const response = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: socketAddress } } });
  return response.text();
}

describe('the client address better-auth keys its rate limits on', () => {
  it('is the socket address, whatever the client claims', async () => {
    expect(await seenAddress(false, '192.0.2.5', { 'x-forwarded-for': '198.18.0.1', [CLIENT_IP_HEADER]: '198.18.0.2' })).toBe('192.0.2.5');
  });

  it('behind a trusted proxy, is the address that proxy appended, not one the client put in front', async () => {
    expect(await seenAddress(true, '10.0.0.2', { 'x-forwarded-for': '198.18.0.1, 192.0.2.7' })).toBe('192.0.2.7');
    expect(await seenAddress(true, '10.0.0.2', { 'x-forwarded-for': '192.0.2.8' })).toBe('192.0.2.8');
  });

  it('behind a trusted proxy that sent no header, is the socket address', async () => {
    expect(await seenAddress(true, '10.0.0.2')).toBe('10.0.0.2');
  });

  it('is a fixed placeholder when the socket address is unknown, never a client-supplied value', async () => {
    expect(await seenAddress(false, undefined, { [CLIENT_IP_HEADER]: '198.18.0.2' })).toBe('unknown');
  });
});
