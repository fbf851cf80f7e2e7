import { describe, expect, it } from 'vitest';
import { sanitizeHtml as inBrowser } from './sanitize.ts';
import { sanitizeHtml as onServer } from './sanitize.server.ts';

// The browser's pass and the one of a page the server draws for a visitor keep the same things.
describe.each([
  ['in the browser', inBrowser],
  ['on the server', onServer],
])('sanitizeHtml %s', (_where, sanitizeHtml) => {
  it('keeps simple formatting', () => {
    const html = '<p>Use <strong>one</strong> <em>pillar</em> page.</p><ul><li>First</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles and javascript: links', () => {
    const clean = sanitizeHtml(
      '<p onclick="alert(1)" style="color:red">Hi<script>alert(1)</script><img src=x onerror="alert(1)"></p><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>',
    );
    expect(clean).toBe('<p>Hi</p><a>x</a>');
  });
});
