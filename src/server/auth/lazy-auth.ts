import type { Auth, AuthOptions } from './auth.ts';

/**
 * Sign-in, loaded at first use: better-auth and what it brings (about 500 modules) are read
 * after the server listens, not before its first answer (decision 071). A visitor's request
 * without a cookie never needs it; the server warms it once it listens.
 */
export type AuthLoader = () => Promise<Auth>;

export function lazyAuth(options: AuthOptions): AuthLoader {
  let auth: Promise<Auth> | undefined;
  return () =>
    (auth ??= import('./auth.ts')
      .then(({ createAuth }) => createAuth(options))
      .catch((error: unknown) => {
        // A load that failed is tried again by the next request that needs sign-in.
        auth = undefined;
        throw error;
      }));
}
