import { describe, expect, it } from 'vitest';
import { createEmailLinks } from './email-links.ts';

const PUBLIC_URL = 'http://localhost:3000';

const request = (url: string, origin?: string) => new Request(url, { method: 'POST', ...(origin && { headers: { origin } }) });

describe('createEmailLinks', () => {
  const links = createEmailLinks(PUBLIC_URL, () => ['http://localhost:*', 'http://127.0.0.1:3000']);

  it('judges an Origin by where it leads, not by text a trusted pattern would match', () => {
    expect(links.originFor(request('http://127.0.0.1:3000/api/auth/x', 'http://localhost:3000@evil.example'))).toBe(PUBLIC_URL);
  });

  it('moves a link built on the public URL to the chosen origin, path and query intact', () => {
    const origin = links.originFor(request('http://localhost/api/auth/x', 'http://127.0.0.1:3000'));
    expect(links.moveTo(`${PUBLIC_URL}/api/auth/verify-email?token=t&callbackURL=%2F`, origin)).toBe(
      'http://127.0.0.1:3000/api/auth/verify-email?token=t&callbackURL=%2F',
    );
  });
});
