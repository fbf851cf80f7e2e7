import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server draws a page and while the browser hydrates it, true from the render
 * after: what depends on the reader's clock or time zone is shown only then, so the first render
 * is the same on both sides (decision 075).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
