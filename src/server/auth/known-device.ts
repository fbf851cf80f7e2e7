import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The cookie's name after better-auth's prefix (better-auth.known_device, __Secure- over HTTPS). */
export const KNOWN_DEVICE_COOKIE = 'known_device';
/** A browser stays known this long after its last successful sign-in. */
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Only sign-in reads it: other requests neither carry it nor look like a member's because of it. */
export const KNOWN_DEVICE_COOKIE_PATH = '/api/auth';

/**
 * OWASP's "device cookie": proof that a browser signed in to an account before. Its value is
 * `id.signature`, the signature binding the id to the account's e-mail address with the server's
 * secret, so it cannot be made up and proves nothing for another account. Nothing is stored: the
 * id only names the browser's own sign-in counter.
 */
export function createKnownDevices(secret: string) {
  const signature = (id: string, email: string) =>
    createHmac('sha256', secret).update(`known-device\n${id}\n${email.trim().toLowerCase()}`).digest('base64url');

  return {
    /** A new cookie value for a browser that has just signed in to the account. */
    issue(email: string): string {
      const id = randomBytes(16).toString('base64url');
      return `${id}.${signature(id, email)}`;
    },

    /** The browser's id when its cookie was issued for this account; otherwise null. */
    recognise(cookie: string | null | undefined, email: string): string | null {
      const [id, given, ...rest] = (cookie ?? '').split('.');
      if (!id || !given || rest.length > 0) return null;
      const expected = Buffer.from(signature(id, email));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null;
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
