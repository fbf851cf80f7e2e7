import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AdminRole, SubscriptionTier } from '#shared/constants.ts';
import type { SessionUser } from '../app-context.ts';
import { createErrorHandler } from '../lib/error-handler.ts';
import { createLogger } from '../lib/logger.ts';
import { authorize, type Action } from './authorize.ts';

const user = (tier: SubscriptionTier, adminRole: AdminRole | null = null): SessionUser => ({ id: 'u', email: 'u@example.com', name: 'U', tier, adminRole });

/** The refusal as a client receives it, through the app's one error handler. */
async function answer(actor: SessionUser | null, action: Action) {
  const app = new Hono();
  app.onError(createErrorHandler(createLogger('silent')));
  app.get('/', (c) => {
    authorize(actor, action);
    return c.json({ ok: true });
  });
  const response = await app.request('/');
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('authorize', () => {
  it('lets an allowed actor through', async () => {
    expect((await answer(user('master_builder'), { feature: 'ALL_COURSES_AND_TEMPLATES' })).status).toBe(200);
    expect((await answer(user('explorer', 'super_admin'), { manage: 'admin_role' })).status).toBe(200);
  });

  it('refuses a tier feature with 403 FEATURE_LOCKED naming the plan that has it', async () => {
    expect(await answer(user('community'), { feature: 'ALL_COURSES_AND_TEMPLATES' })).toEqual({
      status: 403,
      body: {
        error: {
          code: 'FEATURE_LOCKED',
          message: 'Available exclusively on the Master Builder plan and above',
          details: { feature: 'ALL_COURSES_AND_TEMPLATES', requiredTier: 'master_builder' },
        },
      },
    });
    expect((await answer(null, { feature: 'SKOOL_COMMUNITY' })).body).toMatchObject({ error: { code: 'FEATURE_LOCKED', details: { requiredTier: 'community' } } });
  });

  it('refuses staff acts with 403 ADMIN_ACCESS_REQUIRED', async () => {
    expect(await answer(user('legacy_founder', 'editor'), { feature: 'ADMIN_USERS' })).toMatchObject({
      status: 403,
      body: { error: { code: 'ADMIN_ACCESS_REQUIRED', message: 'Admin Access Required' } },
    });
    expect((await answer(user('explorer', 'administrator'), { manage: 'admin_role' })).status).toBe(403);
    expect((await answer(user('explorer', 'administrator'), { manage: 'tier', target: { adminRole: 'super_admin' } })).status).toBe(403);
    expect((await answer(user('explorer', 'administrator'), { manage: 'tier', target: { adminRole: 'editor' } })).status).toBe(200);
  });
});
