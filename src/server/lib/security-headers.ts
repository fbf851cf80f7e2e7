import { secureHeaders } from 'hono/secure-headers';

/** Browser features the app never uses, switched off for every page and any frame. */
const PERMISSIONS_POLICY = {
  camera: [],
  microphone: [],
  geolocation: [],
  payment: [],
  usb: [],
  bluetooth: [],
  serial: [],
  hid: [],
  magnetometer: [],
  gyroscope: [],
  accelerometer: [],
  displayCapture: [],
  browsingTopics: [],
};

/**
 * A strict policy the app works under: scripts only from our origin (no inline scripts),
 * no framing, no plugins. Inline style attributes stay allowed because UI libraries set
 * element styles (toasts, popovers) at run time.
 */
export function securityHeaders(options: { upgradeInsecureRequests: boolean }) {
  return secureHeaders({
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
      ...(options.upgradeInsecureRequests && { upgradeInsecureRequests: [] }),
    },
    // The same rule as frame-ancestors 'none', for browsers that only know the older header.
    xFrameOptions: 'DENY',
    permissionsPolicy: PERMISSIONS_POLICY,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: options.upgradeInsecureRequests ? 'max-age=63072000; includeSubDomains' : false,
  });
}
