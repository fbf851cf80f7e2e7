import type { EventHandler } from '../../jobs/worker.ts';
import { failLapsedImports } from './case-import.service.ts';

export const IMPORT_SWEEP_EVENT = 'schedule.import_sweep';

/** Imports whose instance died and that nobody is watching still end, and their staged rows go. */
export const importSweepHandler: EventHandler = {
  name: 'import-sweep',
  types: [IMPORT_SWEEP_EVENT],
  async handle(tx) {
    await failLapsedImports(tx);
  },
};
