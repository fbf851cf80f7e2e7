/**
 * A small in-process cache whose entries expire after `ttlMs`; the oldest entry is dropped when
 * it is full. For figures that may be a few seconds old (browse totals), never for anything a
 * user just changed.
 */
export function createTtlCache<V>(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; expires: number }>();
  return {
    async getOrCompute(key: string, compute: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const value = await compute();
      entries.delete(key);
      entries.set(key, { value, expires: now() + options.ttlMs });
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
export type TtlCache<V> = ReturnType<typeof createTtlCache<V>>;
