import type { Logger } from '../lib/logger.ts';

/**
 * Work that better-auth hands off instead of awaiting (its e-mails). Sending a reset
 * or verification e-mail only for registered addresses would otherwise make those
 * answers measurably slower, telling a stranger which addresses have accounts.
 * `settle()` waits for everything started so far: before shutdown, and in tests.
 */
export type BackgroundTasks = {
  handler(task: Promise<unknown>): void;
  settle(): Promise<void>;
};

export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    handler(task) {
      const tracked = task
        .catch((error: unknown) => logger.error({ err: error }, 'background task failed'))
        .finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    async settle() {
      // A settling task may start another (a mail that queues a follow-up), so loop until idle.
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
