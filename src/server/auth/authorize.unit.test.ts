import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AdminRole, SubscriptionTier } from '#shared/constants.ts';
import type { SessionUser } from '../app-context.ts';
import { createErrorHandler } from '../lib/error-handler.ts';
import { createLogger } from '../lib/logger.ts';
import { authorize, authorizeOwner } from './authorize.ts';

const user = (tier: SubscriptionTier, adminRole: AdminRole | null = null): SessionUser => ({ id: 'u', email: 'u@example.com', name: 'U', tier, adminRole });

/** The refusal as a client receives it, through the app's one error handler. */
async function answer(check: () => void) {
  const app = new Hono();
  app.onError(createErrorHandler(createLogger('silent')));
  app.get('/', (c) => {
    check();
    return c.json({ ok: true });
  });
  const response = await app.request('/');
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('authorize', () => {
  it('lets an allowed actor through', async () => {
    expect((await answer(() => authorize(user('master_builder'), 'ALL_COURSES_AND_TEMPLATES'))).status).toBe(200);
    expect((await answer(() => authorize(user('explorer', 'super_admin'), 'change_admin_role'))).status).toBe(200);
  });

  it('refuses a tier feature with 403 FEATURE_LOCKED naming the plan that has it', async () => {
    expect(await answer(() => authorize(user('community'), 'ALL_COURSES_AND_TEMPLATES'))).toEqual({
      status: 403,
      body: {
        error: {
          code: 'FEATURE_LOCKED',
          message: 'Available exclusively on the Master Builder plan and above',
          details: { feature: 'ALL_COURSES_AND_TEMPLATES', requiredTier: 'master_builder' },
        },
      },
    });
    expect((await answer(() => authorize(null, 'SKOOL_COMMUNITY'))).body).toMatchObject({ error: { code: 'FEATURE_LOCKED', details: { requiredTier: 'community' } } });
  });

  it('refuses staff acts with 403 ADMIN_ACCESS_REQUIRED', async () => {
    expect(await answer(() => authorize(user('legacy_founder', 'editor'), 'ADMIN_USERS'))).toMatchObject({
      status: 403,
      body: { error: { code: 'ADMIN_ACCESS_REQUIRED', message: 'Admin Access Required' } },
    });
    expect((await answer(() => authorize(user('explorer', 'administrator'), 'change_admin_role'))).status).toBe(403);
    expect((await answer(() => authorize(user('explorer', 'administrator'), 'change_tier', { adminRole: 'super_admin' }))).status).toBe(403);
    expect((await answer(() => authorize(user('explorer', 'administrator'), 'change_tier', { adminRole: 'editor' }))).status).toBe(200);
  });

  it('answers a member acting on another member\'s item with 404 and the item\'s own message', async () => {
    expect(await answer(() => authorizeOwner('u', 'someone-else', 'Folder not found'))).toEqual({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Folder not found' } },
    });
    expect((await answer(() => authorizeOwner('u', 'u', 'Folder not found'))).status).toBe(200);
  });

  it('keeps the last super_admin with 409', async () => {
    const last = { from: 'super_admin' as const, to: null, otherSuperAdmins: 0 };
    expect(await answer(() => authorize(user('explorer', 'super_admin'), 'change_admin_role', last))).toEqual({
      status: 409,
      body: { error: { code: 'CONFLICT', message: 'At least one super admin must remain.' } },
    });
  });
});
