import { z } from 'zod';
import type { EventHandler } from '../../jobs/worker.ts';
import { recordOwnNotifications } from '../../realtime/user-actions.ts';

const admittedPayload = z.object({ members: z.array(z.object({ userId: z.string(), admittedAt: z.string() })) });

/** Tells each admitted member that their matches are ready (once per admission: keyed by its time). */
export const cofounderAdmittedHandler: EventHandler = {
  name: 'cofounder-admissions',
  types: ['cofounder.admitted'],
  async handle(tx, event) {
    const { members } = admittedPayload.parse(event.payload);
    await recordOwnNotifications(
      tx,
      members.map(({ userId, admittedAt }) => ({ recipientId: userId, kind: 'cofounder_admitted', metadata: {}, dedupeKey: `cofounder_admitted:${admittedAt}` })),
    );
  },
};
