import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-html.ts';

describe('sanitizeRichText', () => {
  it('keeps simple formatting', () => {
    expect(sanitizeRichText('<p>Grow <strong>fast</strong></p><ul><li>one</li></ul>')).toBe('<p>Grow <strong>fast</strong></p><ul><li>one</li></ul>');
  });

  it('removes scripts, event handlers, styles and javascript links', () => {
    const clean = sanitizeRichText(
      '<p onclick="alert(1)" style="color:red">x</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">y</a>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|style|javascript|<img/i);
    expect(clean).toContain('<p>x</p>');
  });
});
