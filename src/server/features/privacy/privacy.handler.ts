import { z } from 'zod';
import type { EventHandler } from '../../jobs/worker.ts';
import { eraseAccount } from '../../auth/account-deletion.ts';

const erasureDuePayload = z.object({ requestId: z.string() });

/**
 * Carries out a deletion request when its 7 days are over (the event waits until then). A
 * request staff already carried out, or one cancelled, is left as it is.
 */
export const accountErasureHandler: EventHandler = {
  name: 'account-erasure',
  types: ['account.erasure_due'],
  async handle(tx, event) {
    const { requestId } = erasureDuePayload.parse(event.payload);
    await eraseAccount(tx, requestId, null);
  },
};
