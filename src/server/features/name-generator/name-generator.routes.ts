import { generateNames } from '#shared/domain/name-generator.ts';
import { NAME_GENERATOR_MESSAGES, nameGeneratorRequestSchema, nameGeneratorResponseSchema } from '#shared/schemas/name-generator.ts';
import type { AppDeps } from '../../app-context.ts';
import { addressKey, createAuthThrottle, type ThrottleRule } from '../../auth/auth-throttle.ts';
import { clientAddress } from '../../auth/client-ip.ts';
import { rateLimited } from '../../lib/errors.ts';
import { createRouter, declareRoutes, errorResponse, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { availabilityOf } from './domain-availability.ts';

/** Runs per client address: each run may cost up to 15 DNS look-ups. */
export const NAME_RUN_LIMIT: ThrottleRule = { max: 20, windowSeconds: 5 * 60 };

const route = declareRoutes({ tags: ['Tools'], errors: {} });

const generateRoute = route('post', '/tools/name-generator', 'Fifteen business names for the keywords in five styles, with the .com availability from a DNS look-up',
  {
    request: { body: jsonBody(nameGeneratorRequestSchema) },
    responses: { 200: jsonResponse('The names', nameGeneratorResponseSchema), 400: errorResponse('Keyword Required'), 429: errorResponse('Too many runs from this client') },
  });

export function nameGeneratorRoutes({ db, config }: AppDeps) {
  const throttle = createAuthThrottle(db);
  return createRouter().openapi(generateRoute, async (c) => {
    const { keyword, run } = c.req.valid('json');
    const verdict = await throttle.take(addressKey('name-generator', clientAddress(c, config.trustProxy)), NAME_RUN_LIMIT);
    if (!verdict.allowed) throw rateLimited(NAME_GENERATOR_MESSAGES.tooMany, verdict.retryAfterSeconds);
    const names = generateNames(keyword, run);
    const availability = await availabilityOf(
      db,
      names.map((n) => n.domain),
      { ...(config.dnsServers && { servers: config.dnsServers }), ...(config.dnsTimeoutMs && { timeoutMs: config.dnsTimeoutMs }) },
    );
    return c.json({ keyword, run, names: names.map((n) => ({ ...n, availability: availability.get(n.domain) ?? 'unknown' })) }, 200);
  });
}
