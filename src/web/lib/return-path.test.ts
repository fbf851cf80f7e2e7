import { describe, expect, it } from 'vitest';
import { authPath, returnPathFrom } from './return-path.ts';

describe('returnPathFrom', () => {
  it('returns to an in-app path', () => {
    expect(returnPathFrom('?tab=signin&redirect=%2Fcase-studies%2Fabc')).toBe('/case-studies/abc');
  });

  it('refuses other sites, the auth page and missing values', () => {
    for (const search of ['', '?redirect=https%3A%2F%2Fevil.example', '?redirect=%2F%2Fevil.example', '?redirect=%2F%5Cevil.example', '?redirect=%2Fauth%3Ftab%3Dsignin', '?redirect=case-studies']) {
      expect(returnPathFrom(search)).toBe('/');
    }
  });

  it('builds the auth link that comes back', () => {
    expect(authPath('signup', '/case-studies/abc')).toBe('/auth?tab=signup&redirect=%2Fcase-studies%2Fabc');
    expect(returnPathFrom(authPath('signup', '/case-studies/abc').split('?')[1]!)).toBe('/case-studies/abc');
  });
});
