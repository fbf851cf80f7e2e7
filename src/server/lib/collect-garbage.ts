import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | undefined;

/**
 * A full, compacting garbage collection now. Reading the whole browse index leaves most of the
 * heap it grew to as garbage (each batch of rows outlives young collections), and V8 would keep
 * those pages for minutes; collected at once, the process gives them back (decision 066). The
 * function is V8's own `gc`, exposed to a fresh context only, so no other code sees it.
 */
export function collectGarbage(): void {
  if (!gc) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  gc();
}
