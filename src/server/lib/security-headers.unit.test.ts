import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { dataSecurityHeaders, documentSecurityHeaders } from './security-headers.ts';

/** What hono's secureHeaders sends for our policy: the list is worked out once from the same rules. */
async function honoSecureHeaders(upgradeInsecureRequests: boolean) {
  const app = new Hono();
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(upgradeInsecureRequests && { upgradeInsecureRequests: [] }),
      },
      xFrameOptions: 'DENY',
      permissionsPolicy: Object.fromEntries(
        ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'bluetooth', 'serial', 'hid', 'magnetometer', 'gyroscope', 'accelerometer', 'displayCapture', 'browsingTopics'].map((feature) => [feature, []]),
      ),
      crossOriginEmbedderPolicy: false,
      referrerPolicy: 'strict-origin-when-cross-origin',
      strictTransportSecurity: upgradeInsecureRequests ? 'max-age=63072000; includeSubDomains' : false,
    }),
  );
  app.get('/', (c) => c.body(null, 204));
  return Object.fromEntries((await app.request('/')).headers);
}

describe('the security headers of a page', () => {
  it.each([false, true])('are the ones the library sends for the same policy (https address: %s)', async (https) => {
    expect(Object.fromEntries(documentSecurityHeaders({ upgradeInsecureRequests: https }))).toEqual(await honoSecureHeaders(https));
  });

  it('forbid inline scripts and framing, and send strict transport security only over https', () => {
    const http = Object.fromEntries(documentSecurityHeaders({ upgradeInsecureRequests: false }));
    expect(http['content-security-policy']).toContain("script-src 'self';");
    expect(http['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(http['strict-transport-security']).toBeUndefined();
    expect(Object.fromEntries(documentSecurityHeaders({ upgradeInsecureRequests: true }))['strict-transport-security']).toContain('max-age=');
  });
});

describe('the security headers of an API answer', () => {
  it('let nothing run, frame, sniff or read it from another site, and keep strict transport security over https', () => {
    const http = Object.fromEntries(dataSecurityHeaders({ upgradeInsecureRequests: false }));
    expect(http).toEqual({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    expect(Object.fromEntries(dataSecurityHeaders({ upgradeInsecureRequests: true }))['strict-transport-security']).toBe(
      Object.fromEntries(documentSecurityHeaders({ upgradeInsecureRequests: true }))['strict-transport-security'],
    );
  });
});
