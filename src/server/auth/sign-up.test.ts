import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, subscribers } from '#server/db/schema/accounts.ts';
import { users } from '#server/db/schema/auth.ts';
import { VERIFICATION_RESENDS_PER_WINDOW } from '#shared/limits.ts';
import { signedInMember, signUp, uniqueEmail } from '#tests/helpers/accounts.ts';
import { createClient, TEST_PUBLIC_URL, testAppForFile } from '#tests/helpers/test-app.ts';

const testApp = testAppForFile();

const SIGN_UP = '/api/auth/sign-up/email';

async function userCount(email: string) {
  const [row] = await testApp.db.select({ value: count() }).from(users).where(eq(users.email, email));
  return row?.value ?? 0;
}

describe('POST /api/auth/sign-up/email: validation', () => {
  it.each([
    ['the e-mail', { password: 'secret-1', name: 'Ada' }],
    ['the password', { email: 'missing-password@example.com', name: 'Ada' }],
    ['the display name', { email: 'missing-name@example.com', password: 'secret-1' }],
    ['a blank display name', { email: 'blank-name@example.com', password: 'secret-1', name: '   ' }],
  ])('refuses a sign-up without %s', async (_label, body) => {
    const response = await createClient(testApp).post(SIGN_UP, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'All fields are required.' });
  });

  it.each([
    ['1 character', ' A '],
    ['1 character once <, > and " are removed', '<"A">'],
    ['51 characters', 'a'.repeat(51)],
  ])('refuses a display name of %s', async (_label, name) => {
    const email = uniqueEmail();
    const response = await createClient(testApp).post(SIGN_UP, { email, password: 'secret-1', name });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'Display name must be between 2 and 50 characters.' });
    expect(await userCount(email)).toBe(0);
  });

  it("refuses an invalid e-mail with better-auth's INVALID_EMAIL", async () => {
    const response = await createClient(testApp).post(SIGN_UP, { email: 'not-an-email', password: 'secret-1', name: 'Ada' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_EMAIL', message: 'Invalid email' });
  });

  it('refuses an e-mail longer than 254 characters as invalid, creating nothing', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    expect(email.length).toBeGreaterThan(254);
    const response = await createClient(testApp).post(SIGN_UP, { email, password: 'secret-1', name: 'Ada' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_EMAIL' });
    expect(await userCount(email)).toBe(0);
  });

  it.each(['password1', 'Iloveyou', 'qwerty123'])('refuses the common password %s, saying so', async (password) => {
    const email = uniqueEmail();
    const response = await createClient(testApp).post(SIGN_UP, { email, password, name: 'Ada' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'PASSWORD_TOO_COMMON', message: 'This password is too common. Choose a less common one.' });
    expect(await userCount(email)).toBe(0);
  });

  it("refuses a password of 5 characters with better-auth's PASSWORD_TOO_SHORT", async () => {
    const email = uniqueEmail();
    const response = await createClient(testApp).post(SIGN_UP, { email, password: '12345', name: 'Ada' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT', message: 'Password too short' });
    expect(await userCount(email)).toBe(0);
  });
});

describe('POST /api/auth/sign-up/email: a new account', () => {
  it('creates an unverified account, its profile and its explorer subscription, and e-mails a verification link', async () => {
    const email = uniqueEmail('new');
    const client = createClient(testApp);
    const response = await client.post(SIGN_UP, { email: `  ${email.toUpperCase()}  `, password: 'secret-1', name: '  <Al>  ', image: 'https://evil.example/x.png' });

    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ token: null, user: { email, name: 'Al', emailVerified: false, image: null } });
    // Verification is required: no session yet.
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(client.hasSession()).toBe(false);

    const [user] = await testApp.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ name: 'Al', emailVerified: false, image: null });
    const [profile] = await testApp.db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(profile).toMatchObject({ displayName: 'Al', adminRole: null });
    const [subscriber] = await testApp.db.select().from(subscribers).where(eq(subscribers.userId, user!.id));
    expect(subscriber).toMatchObject({ email, subscriptionTier: 'explorer' });

    const [message, ...older] = await testApp.outbox(email);
    expect(older).toEqual([]);
    expect(message?.subject).toBe('Confirm your e-mail address for Flightdeck');
    const link = new URL(message!.links[0]!);
    expect(link.origin).toBe(TEST_PUBLIC_URL);
    expect(link.pathname).toBe('/api/auth/verify-email');
    expect(link.searchParams.get('token')).toBeTruthy();
    expect(message!.textBody).toContain(link.href);
  });

  it('keeps a display name of 50 characters once <, > and " are removed', async () => {
    const email = uniqueEmail();
    const name = `"${'b'.repeat(50)}"`;
    const response = await createClient(testApp).post(SIGN_UP, { email, password: 'secret-1', name });
    expect(response.status).toBe(200);
    const [profile] = await testApp.db
      .select({ displayName: profiles.displayName })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, email));
    expect(profile?.displayName).toBe('b'.repeat(50));
  });
});

describe('POST /api/auth/sign-up/email: an address that already has an account', () => {
  it('answers exactly like a new sign-up and tells the owner instead', async () => {
    const taken = uniqueEmail('owner');
    const fresh = uniqueEmail('fresh');
    expect((await signUp(createClient(testApp), { email: taken, name: 'Owner' })).status).toBe(200);

    const duplicate = await signUp(createClient(testApp), { email: taken.toUpperCase(), name: 'Intruder', password: 'other-password' });
    const brandNew = await signUp(createClient(testApp), { email: fresh, name: 'Intruder', password: 'other-password' });

    expect(duplicate.status).toBe(brandNew.status);
    expect(duplicate.headers.getSetCookie()).toEqual(brandNew.headers.getSetCookie());
    const [duplicateBody, newBody] = [await duplicate.json(), await brandNew.json()];
    const shape = (value: unknown): unknown =>
      value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)])) : typeof value;
    expect(shape(duplicateBody)).toEqual(shape(newBody));
    expect({ ...duplicateBody.user, id: 'x', email: 'x', createdAt: 'x', updatedAt: 'x' }).toEqual({
      ...newBody.user,
      id: 'x',
      email: 'x',
      createdAt: 'x',
      updatedAt: 'x',
    });
    expect(duplicateBody.user.email).toBe(taken);

    // No second account, and the owner's name is untouched.
    expect(await userCount(taken)).toBe(1);
    const [owner] = await testApp.db.select({ name: users.name }).from(users).where(eq(users.email, taken));
    expect(owner?.name).toBe('Owner');

    const [notice, verification] = await testApp.outbox(taken);
    expect(verification?.subject).toBe('Confirm your e-mail address for Flightdeck');
    expect(notice?.subject).toBe('Someone tried to sign up to Flightdeck with your e-mail address');
    expect(notice?.textBody).toContain('You already have an account');
    expect(notice?.links).toEqual([`${TEST_PUBLIC_URL}/auth?tab=signin`, `${TEST_PUBLIC_URL}/auth?tab=signin&mode=forgot`]);
  });
});

describe('POST /api/auth/sign-up/email: e-mails to one address', () => {
  it(`are at most ${VERIFICATION_RESENDS_PER_WINDOW} a window, however many sign-ups name it, and every sign-up answers alike`, async () => {
    const email = uniqueEmail('target');
    for (let i = 0; i < 3 * VERIFICATION_RESENDS_PER_WINDOW; i += 1) {
      expect((await signUp(createClient(testApp), { email })).status, `sign-up ${i + 1}`).toBe(200);
    }
    await testApp.settle();
    // The first sign-up's verification link, then notices to the owner, up to the budget.
    expect(await testApp.outbox(email)).toHaveLength(VERIFICATION_RESENDS_PER_WINDOW);
  });
});

describe('POST /api/auth/send-verification-email (resend from the "Check Your Email" panel)', () => {
  it('sends a fresh verification link, a limited number of times per client', async () => {
    const email = uniqueEmail();
    const client = createClient(testApp);
    expect((await signUp(client, { email })).status).toBe(200);
    for (let i = 0; i < VERIFICATION_RESENDS_PER_WINDOW; i += 1) {
      const resend = await client.post('/api/auth/send-verification-email', { email, callbackURL: '/' });
      expect(resend.status, `resend ${i + 1}`).toBe(200);
    }
    expect(await testApp.outbox(email)).toHaveLength(1 + VERIFICATION_RESENDS_PER_WINDOW);
    const refused = await client.post('/api/auth/send-verification-email', { email, callbackURL: '/' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('sends one address a limited number of links from any number of clients', async () => {
    const email = uniqueEmail();
    expect((await signUp(createClient(testApp), { email })).status).toBe(200);
    for (let i = 0; i < VERIFICATION_RESENDS_PER_WINDOW; i += 1) {
      expect((await createClient(testApp).post('/api/auth/send-verification-email', { email, callbackURL: '/' })).status, `resend ${i + 1}`).toBe(200);
    }
    const refused = await createClient(testApp).post('/api/auth/send-verification-email', { email, callbackURL: '/' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await testApp.outbox(email)).toHaveLength(1 + VERIFICATION_RESENDS_PER_WINDOW);
  });
});

describe('POST /api/auth/update-user', () => {
  it('is switched off: names change through the profile, under its rules', async () => {
    const { client, userId } = await signedInMember(testApp, { displayName: 'Kept Name' });
    const response = await client.post('/api/auth/update-user', { name: '<x>' });
    expect(response.status).toBe(404);
    const [user] = await testApp.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    expect(user?.name).toBe('Kept Name');
  });
});
