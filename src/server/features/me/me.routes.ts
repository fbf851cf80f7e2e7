import { createRoute } from '@hono/zod-openapi';
import { abilitiesOf } from '#shared/domain/policy.ts';
import { readingMeterResponseSchema } from '#shared/schemas/access.ts';
import { meSchema, type Me } from '#shared/schemas/me.ts';
import { findReadingMeter } from '../../auth/reading-ledger.ts';
import type { AppDeps } from '../../app-context.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { unauthenticated } from '../../lib/errors.ts';
import { createRouter, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { claimFirstSession, findAccountSummary } from './me.queries.ts';

const meRoute = createRoute({
  method: 'get', path: '/me', tags: ['Account'],
  summary: 'The signed-in user with profile name, the plan and staff role to show, and what they may see and use (abilities)',
  responses: { 200: jsonResponse('The signed-in user', meSchema), 401: notSignedIn },
});

const readingMeterRoute = createRoute({
  method: 'get', path: '/me/reading-meter', tags: ['Account'],
  summary: "The signed-in member's free reads left this month (null when reading is not metered)",
  responses: { 200: jsonResponse('The meter', readingMeterResponseSchema), 401: notSignedIn },
});

export function meRoutes({ db, auth }: AppDeps) {
  return createRouter()
    .openapi(readingMeterRoute, async (c) => {
      const user = requireUser(c);
      return c.json({ meter: await findReadingMeter(db, user) }, 200);
    })
    .openapi(meRoute, async (c) => {
    const user = requireUser(c);
    const session = await (await auth()).api.getSession({ headers: c.req.raw.headers });
    if (session) await claimFirstSession(db, user.id, session.session.id);
    const row = await findAccountSummary(db, user.id);
    if (!row) throw unauthenticated();
    // A member without a subscriber row is treated as a visitor (access spec §3).
    const tier = row.tier ?? 'visitor';
    const me: Me = {
      id: row.id,
      email: row.email,
      displayName: row.displayName,
      avatarUrl: row.avatarUrl,
      displayTier: tier,
      displayRole: row.adminRole,
      abilities: abilitiesOf({ id: row.id, tier, adminRole: row.adminRole }, { tier, status: row.status, cycle: row.cycle, pendingTier: row.pendingTier }),
      firstVisit: session !== null && row.firstSessionId === session.session.id,
    };
    return c.json(me, 200);
  });
}
