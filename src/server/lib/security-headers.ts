/** Browser features the app never uses, switched off for every page and any frame. */
const PERMISSIONS_POLICY = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'bluetooth',
  'serial',
  'hid',
  'magnetometer',
  'gyroscope',
  'accelerometer',
  'display-capture',
  'browsing-topics',
];

/**
 * A strict policy the app works under: scripts only from our origin (no inline scripts),
 * no framing, no plugins. Inline style attributes stay allowed because UI libraries set
 * element styles (toasts, popovers) at run time.
 */
function contentSecurityPolicy(upgradeInsecureRequests: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(upgradeInsecureRequests ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

type HeaderList = [name: string, value: string][];
type SecurityOptions = { upgradeInsecureRequests: boolean };

const strictTransport = (options: SecurityOptions): HeaderList =>
  options.upgradeInsecureRequests ? [['strict-transport-security', 'max-age=63072000; includeSubDomains']] : [];

/**
 * The security headers of a page and of every file outside the API, worked out once (decision
 * 095): the ones hono's `secureHeaders` sends with its defaults, with our content security
 * policy, permissions policy, referrer policy and framing rule (a test holds the two lists
 * equal). Strict transport security only where the public address is https.
 */
export function documentSecurityHeaders(options: SecurityOptions): HeaderList {
  return [
    ['content-security-policy', contentSecurityPolicy(options.upgradeInsecureRequests)],
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['permissions-policy', PERMISSIONS_POLICY.map((feature) => `${feature}=()`).join(', ')],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ...strictTransport(options),
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    // The same rule as frame-ancestors 'none', for browsers that only know the older header.
    ['x-frame-options', 'DENY'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
  ];
}

/**
 * The security headers of an API answer that is data, not a page (decision 095): what a browser
 * heeds for JSON, as OWASP's REST guidance lists it. Never framed nor run as a page, never
 * sniffed as another type, never read by another site's page. The policies for scripts, browser
 * features and referrers only act on documents, and stay with them.
 */
export function dataSecurityHeaders(options: SecurityOptions): HeaderList {
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['cross-origin-resource-policy', 'same-origin'],
    ...strictTransport(options),
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
  ];
}
