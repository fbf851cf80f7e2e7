import { isTrustedOrigin } from '../lib/request-guards.ts';

/**
 * Where links in auth e-mails point. Without PUBLIC_URL the server is reached on several
 * addresses (127.0.0.1, the machine's name, ...), and a link to localhost may not work for
 * someone who signed up elsewhere; so a link goes to the address the request came to, but only
 * when that address is trusted: a forged Origin or Host must not put a foreign link into an
 * e-mail. With PUBLIC_URL, the only trusted origin is PUBLIC_URL itself.
 */
export function createEmailLinks(publicUrl: string, trustedOrigins: () => readonly string[]) {
  /** The Origin header, else the address the request was sent to (its Host); undefined when not trusted. */
  function trustedRequestOrigin(request: Request | undefined): string | undefined {
    if (!request) return undefined;
    const header = request.headers.get('origin');
    const candidate = header && header !== 'null' ? header : request.url;
    let origin: string;
    try {
      origin = new URL(candidate).origin;
    } catch {
      return undefined;
    }
    // The parsed origin is where the link would go, so that is what must be trusted.
    return isTrustedOrigin(origin, trustedOrigins()) ? origin : undefined;
  }

  return {
    /** The origin links in an e-mail caused by this request start with. */
    originFor: (request: Request | undefined) => trustedRequestOrigin(request) ?? publicUrl,
    /** A link better-auth built on publicUrl, moved to the given origin. */
    moveTo(link: string, origin: string) {
      if (origin === publicUrl || !link.startsWith(publicUrl)) return link;
      return origin + link.slice(publicUrl.length);
    },
  };
}
