import { describe, expect, it } from 'vitest';
import { parseAuthView } from './use-auth-view.ts';

describe('parseAuthView', () => {
  it('reads the tab and the forgot-password mode from the URL', () => {
    expect(parseAuthView(new URLSearchParams(''))).toBe('signin');
    expect(parseAuthView(new URLSearchParams('tab=signin'))).toBe('signin');
    expect(parseAuthView(new URLSearchParams('tab=signup'))).toBe('signup');
    expect(parseAuthView(new URLSearchParams('tab=whatever'))).toBe('signin');
    expect(parseAuthView(new URLSearchParams('mode=forgot'))).toBe('forgot');
    expect(parseAuthView(new URLSearchParams('tab=signup&mode=forgot'))).toBe('forgot');
  });
});
