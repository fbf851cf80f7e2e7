import { makeSignature } from 'better-auth/crypto';
import { createClient, type TestApp, type TestClient } from './test-app.ts';

export type FastMember = { client: TestClient; userId: string; email: string; displayName: string; cookie: string };

/** N members as a tuple, so `const [a, b] = await fastMembers(app, 2)` needs no checks. */
type Members<N extends number, Acc extends FastMember[] = []> = number extends N
  ? FastMember[]
  : Acc['length'] extends N
    ? Acc
    : Members<N, [...Acc, FastMember]>;

let counter = 0;

/**
 * Verified members with open sessions, made directly through better-auth's own adapter:
 * no sign-up, no password hashing, no e-mail. For tests that need many members at once;
 * tests of the sign-up flow itself use signedInMember(). The user-create hooks still run,
 * so each member has a profile (with the display name) and a subscriber row.
 */
export async function fastMembers<N extends number>(
  testApp: TestApp,
  count: N,
  options: { namePrefix?: string } = {},
): Promise<Members<N>> {
  const context = await testApp.auth.$context;
  const members: FastMember[] = [];
  for (let i = 0; i < count; i += 1) {
    counter += 1;
    const email = `fast${counter}-${Date.now()}@example.com`;
    const displayName = `${options.namePrefix ?? 'Member'} ${counter}`;
    const user = await context.internalAdapter.createUser({ email, name: displayName, emailVerified: true }, { method: 'admin' });
    const cookie = await newSessionCookie(testApp, user.id);
    members.push({ client: clientWithCookie(testApp, cookie), userId: user.id, email, displayName, cookie });
  }
  return members as Members<N>;
}

export async function fastMember(testApp: TestApp, options: { namePrefix?: string } = {}): Promise<FastMember> {
  const [member] = await fastMembers(testApp, 1, options);
  return member;
}

/** The same member's browser, its requests balanced to another instance. */
export const memberOn = (testApp: TestApp, member: FastMember): TestClient => clientWithCookie(testApp, member.cookie);

/** The member signed in once more (another device): a session of its own. */
export async function anotherSession(testApp: TestApp, member: FastMember): Promise<FastMember> {
  const cookie = await newSessionCookie(testApp, member.userId);
  return { ...member, client: clientWithCookie(testApp, cookie), cookie };
}

/** The cookie of a new session of the user. */
async function newSessionCookie(testApp: TestApp, userId: string): Promise<string> {
  const context = await testApp.auth.$context;
  const session = await context.internalAdapter.createSession(userId, false);
  // The session cookie exactly as better-auth signs it: token.HMAC-SHA256(token), URI-encoded.
  const signed = encodeURIComponent(`${session.token}.${await makeSignature(session.token, context.secret)}`);
  return `${context.authCookies.sessionToken.name}=${signed}`;
}

/** A test client that sends the given session cookie with every request. */
function clientWithCookie(testApp: TestApp, cookie: string): TestClient {
  const base = createClient(testApp);
  const request: TestClient['request'] = (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has('cookie')) headers.set('cookie', cookie);
    return base.request(path, { ...init, headers });
  };
  return {
    ...base,
    request,
    get: (path, init) => request(path, { ...init, method: 'GET' }),
    post: (path, json) => request(path, { method: 'POST', json: json ?? {} }),
    put: (path, json) => request(path, { method: 'PUT', json: json ?? {} }),
    delete: (path) => request(path, { method: 'DELETE' }),
    hasSession: () => true,
    cookieHeader: () => cookie,
  };
}
