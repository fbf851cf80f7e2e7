import { describe, expect, it } from 'vitest';
import { createLogger } from '#server/lib/logger.ts';
import { signedInMember } from '#tests/helpers/accounts.ts';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';

/** pino's numeric levels: 40 warn, 50 error. */
const ERROR_LEVEL = 50;

const entries: { level: number; msg?: string }[] = [];
const raw: string[] = [];
const destination = {
  write(line: string) {
    raw.push(line);
    entries.push(JSON.parse(line) as { level: number; msg?: string });
  },
};
const testApp = testAppForFile({ logger: createLogger('debug', { destination }) });

describe("the auth library's log", () => {
  it('records refused requests below error level, without passwords or tokens', async () => {
    const { email } = await signedInMember(testApp);
    entries.length = 0;
    raw.length = 0;

    const client = createClient(testApp);
    expect((await client.post('/api/auth/sign-in/email', { email, password: 'wrong-secret-password' })).status).toBe(401);
    const foreign = await client.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      json: { email, password: 'wrong-secret-password' },
    });
    expect(foreign.status).toBe(403);
    const badCallback = await client.get('/api/auth/reset-password/secret-reset-token?callbackURL=https%3A%2F%2Fevil.example%2F%3Ftoken%3Dsecret-reset-token');
    expect(badCallback.status).toBeGreaterThanOrEqual(300);
    expect((await client.post('/api/auth/sign-up/email', { email: 'x', password: 'wrong-secret-password', name: 'Ada' })).status).toBe(400);

    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((entry) => entry.level >= ERROR_LEVEL)).toEqual([]);
    const log = raw.join('');
    expect(log).toContain('Invalid callbackURL');
    expect(log).not.toContain('wrong-secret-password');
    expect(log).not.toContain('secret-reset-token');
  });
});
