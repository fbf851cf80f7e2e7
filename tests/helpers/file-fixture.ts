import { afterAll, beforeAll } from 'vitest';

/**
 * Something a test file opens once before its tests (beforeAll) and closes after them (afterAll).
 * It is returned at once as a stand-in that reads through to the opened value, so a file declares
 * it as a const next to its other fixtures instead of a let assigned in a hook. Fixtures open in
 * the order they are declared and close in the reverse order; reading one before it is open fails
 * naming what was read.
 */
export function fileFixture<T extends object>(open: () => Promise<T>, close?: (value: T) => Promise<unknown>): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await open();
  });
  afterAll(async () => {
    if (value && close) await close(value);
  });
  const opened = (key: PropertyKey): T => {
    if (!value) throw new Error(`${String(key)} was read before the file's beforeAll opened it`);
    return value;
  };
  return new Proxy({} as T, {
    // Not a promise: awaiting or returning the stand-in from an async function must not read it.
    get(_target, key) {
      if (key === 'then') return undefined;
      const field: unknown = Reflect.get(opened(key), key);
      // A method runs on the value itself, so one of a class keeps its private fields.
      return typeof field === 'function' ? field.bind(value) : field;
    },
    set: (_target, key, field) => Reflect.set(opened(key), key, field),
    has: (_target, key) => Reflect.has(opened(key), key),
  });
}
