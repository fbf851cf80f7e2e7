import { z } from 'zod';
import type { EventHandler } from '../../jobs/worker.ts';
import type { ObjectStorage } from '../../lib/object-storage.ts';
import { removeAllAvatarFiles } from './avatar-store.ts';

const erasedPayload = z.object({ userId: z.string() });

/**
 * An erased member's photo files leave the storage (database, disk or bucket), so their addresses answer
 * 404. The erasure's transaction has committed by then; a storage that fails leaves the event
 * to be retried, and removing files already gone changes nothing.
 */
export function photoErasureHandler(storage: ObjectStorage): EventHandler {
  return {
    name: 'profile-photo-erasure',
    types: ['account.erased'],
    async handle(tx, event) {
      const { userId } = erasedPayload.parse(event.payload);
      await removeAllAvatarFiles(storage.within(tx), userId);
    },
  };
}
