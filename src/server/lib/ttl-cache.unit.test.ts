import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('createTtlCache', () => {
  it('reuses a value until it expires, then computes it again', async () => {
    let clock = 0;
    let computed = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const compute = async () => ++computed;
    expect(await cache.getOrCompute('a', compute)).toBe(1);
    clock = 999;
    expect(await cache.getOrCompute('a', compute)).toBe(1);
    clock = 1000;
    expect(await cache.getOrCompute('a', compute)).toBe(2);
  });

  it('drops the oldest entry when full', async () => {
    let computed = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 2 });
    const compute = async () => ++computed;
    await cache.getOrCompute('a', compute);
    await cache.getOrCompute('b', compute);
    await cache.getOrCompute('c', compute);
    expect(await cache.getOrCompute('b', compute)).toBe(2);
    expect(await cache.getOrCompute('a', compute)).toBe(4);
  });

  it('lets concurrent callers share one computation, and forgets a failure', async () => {
    let computed = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++computed), 10));
    expect(await Promise.all([cache.getOrCompute('a', slow), cache.getOrCompute('a', slow), cache.getOrCompute('a', slow)])).toEqual([1, 1, 1]);
    await expect(cache.getOrCompute('b', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.getOrCompute('b', slow)).toBe(2);
  });
});
