import { FORM_MAILS_PER_RECIPIENT, FORM_MESSAGE_WINDOW_SECONDS, FORM_MESSAGES_PER_ADDRESS } from '#shared/limits.ts';
import { PRIVACY_MESSAGES } from '#shared/schemas/privacy.ts';
import { accountKey, addressKey, createAuthThrottle, type ThrottledKey } from '../auth/auth-throttle.ts';
import type { Database } from '../db/client.ts';
import { rateLimited } from './errors.ts';

/**
 * The public forms' limit (contact, advertising, stories, privacy requests, the waitlist): a few
 * messages per client address and hour and, for a form that e-mails the address typed in, a few
 * e-mails to that address an hour from any client, so no one can fill another's inbox. Counted
 * in the database so every instance shares it; addresses are kept only inside the counters'
 * keys (e-mail addresses hashed) until their windows end. Over either limit: 429 with Retry-After.
 */
export async function takeFormAttempt(db: Database, form: string, clientAddress: string, recipient?: string): Promise<void> {
  const window = { windowSeconds: FORM_MESSAGE_WINDOW_SECONDS };
  const senderKey = addressKey(`form-${form}`, clientAddress);
  const keys: ThrottledKey[] = [{ key: senderKey, rule: { max: FORM_MESSAGES_PER_ADDRESS, ...window } }];
  if (recipient !== undefined) keys.push({ key: accountKey(`form-${form}`, recipient), rule: { max: FORM_MAILS_PER_RECIPIENT, ...window } });
  const verdict = await createAuthThrottle(db).takeAll(keys);
  if (verdict.allowed) return;
  const message = verdict.refusedKey === senderKey ? PRIVACY_MESSAGES.tooManyMessages : PRIVACY_MESSAGES.tooManyToRecipient;
  throw rateLimited(message, verdict.retryAfterSeconds);
}
