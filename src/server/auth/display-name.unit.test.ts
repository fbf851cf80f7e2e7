import { describe, expect, it } from 'vitest';
import { displayNameFor } from './auth.ts';

describe('displayNameFor (names arriving from Google or Facebook)', () => {
  it('cleans a name the way sign-up does', () => {
    expect(displayNameFor('  <Ada> "Lovelace" ', 'ada@example.com')).toBe('Ada Lovelace');
  });

  it('cuts a long name to 50 characters', () => {
    expect(displayNameFor('x'.repeat(80), 'x@example.com')).toBe('x'.repeat(50));
  });

  it('falls back to the e-mail name, then to "Member", when too little is left', () => {
    expect(displayNameFor('<A>', 'grace.hopper@example.com')).toBe('grace.hopper');
    expect(displayNameFor(null, 'g@example.com')).toBe('Member');
  });
});
