import { FORM_MESSAGE_WINDOW_SECONDS, FORM_MESSAGES_PER_ADDRESS } from '#shared/limits.ts';
import { PRIVACY_MESSAGES } from '#shared/schemas/privacy.ts';
import { addressKey, createAuthThrottle } from '../auth/auth-throttle.ts';
import type { Database } from '../db/client.ts';
import { rateLimited } from './errors.ts';

/**
 * The public forms' limit (contact, advertising, privacy requests): a few messages per client
 * address and hour, counted in the database so every instance shares it, the address kept only
 * inside the counter's key until its window ends.
 */
export async function takeFormAttempt(db: Database, form: string, address: string): Promise<void> {
  const verdict = await createAuthThrottle(db).take(addressKey(`form-${form}`, address), {
    max: FORM_MESSAGES_PER_ADDRESS,
    windowSeconds: FORM_MESSAGE_WINDOW_SECONDS,
  });
  if (!verdict.allowed) throw rateLimited(PRIVACY_MESSAGES.tooManyMessages);
}
