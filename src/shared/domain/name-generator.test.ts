import { describe, expect, it } from 'vitest';
import { NAME_STYLES, NAMES_PER_RUN, domainFor, generateNames, keywordsOf } from './name-generator.ts';

describe('generateNames', () => {
  it('gives 15 distinct names, three of each of the 5 styles, taking turns', () => {
    const names = generateNames('coffee', 0);
    expect(names).toHaveLength(NAMES_PER_RUN);
    expect(new Set(names.map((n) => n.domain)).size).toBe(NAMES_PER_RUN);
    for (const style of NAME_STYLES) expect(names.filter((n) => n.style === style)).toHaveLength(3);
    expect(names.slice(0, 5).map((n) => n.style)).toEqual([...NAME_STYLES]);
  });

  it('is the same for the same keywords and run, and different for the next run', () => {
    expect(generateNames('Green Tea', 2)).toEqual(generateNames('green   tea!', 2));
    const first = generateNames('green tea', 0).map((n) => n.name);
    const next = generateNames('green tea', 1).map((n) => n.name);
    expect(next.filter((name) => first.includes(name))).toEqual([]);
    expect(generateNames('green tea', 1)[0]!.style).toBe(NAME_STYLES[1]);
  });

  it('uses at most three words and nothing for blank text', () => {
    expect(keywordsOf('one two three four')).toEqual(['one', 'two', 'three']);
    expect(generateNames('  !! ', 0)).toEqual([]);
  });

  it('makes a .com of letters and digits', () => {
    expect(domainFor('Let’s Café Co')).toBe('letscafeco.com');
  });
});
