/**
 * A small in-process cache whose entries expire after `ttlMs`; the oldest entry is dropped when
 * it is full. Concurrent callers of a missing key share one computation, so an expiring entry
 * under load costs one query, not one per waiting request. For figures that may be a few
 * seconds old (browse pages and totals), never for anything a user just changed.
 */
export function createTtlCache<V>(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<V>; expires: number }>();
  return {
    getOrCompute(key: string, compute: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const value = compute();
      entries.delete(key);
      entries.set(key, { value, expires: now() + options.ttlMs });
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
      // A failure is not remembered: the next caller tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
export type TtlCache<V> = ReturnType<typeof createTtlCache<V>>;
