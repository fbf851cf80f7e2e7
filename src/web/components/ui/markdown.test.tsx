import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, safeUrl } from './markdown.tsx';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[x](javascript:alert(1))',
  '[y](JaVaScRiPt:alert(1))',
  '[z](  javascript:alert(1))',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="https://evil.test"></iframe>',
  '![x](javascript:alert(1))',
  '[d](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<svg onload=alert(1)>',
  '<div style="position:fixed;inset:0">cover</div>',
  '[v](vbscript:msgbox(1))',
];

function renderMarkdown(source: string) {
  return render(<Markdown look="post" source={source} />).container;
}

describe('Markdown', () => {
  it.each(PAYLOADS)('renders %s without anything that could run or change the page', (payload) => {
    const container = renderMarkdown(payload);
    expect(container.querySelector('script, iframe, img, svg, object, embed, style, [style], [onerror], [onload]')).toBeNull();
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith('on')).toBe(false);
        expect(attribute.value).not.toMatch(/^\s*(javascript|vbscript|data):/i);
      }
    }
  });

  it('shows raw HTML as the text it is', () => {
    const container = renderMarkdown('<script>alert(1)</script>');
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('renders Markdown, with links opening in a new tab without access to this page', () => {
    const container = renderMarkdown('**bold** and _soft_ and [docs](https://example.test/a) and [mail](mailto:hi@example.test)\n\n- one\n- two');
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(container.querySelector('em')).toHaveTextContent('soft');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    }
    expect(links[0]).toHaveAttribute('href', 'https://example.test/a');
    expect(links[1]).toHaveAttribute('href', 'mailto:hi@example.test');
  });

  it('keeps the text of a link it drops, and shows images as links', () => {
    const container = renderMarkdown('[click me](javascript:alert(1)) [away](//evil.test/x) ![chart](https://img.example.test/c.png)');
    expect(container.textContent).toContain('click me');
    expect(container.textContent).toContain('away');
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://img.example.test/c.png');
    expect(links[0]).toHaveTextContent('chart');
  });

  it('does not add headings to the page outline', () => {
    const container = renderMarkdown('# Big\n\n## Smaller');
    expect(container.querySelector('h1, h2, h3, h4, h5, h6')).toBeNull();
    expect(container.textContent).toContain('Big');
  });

  it('allows only http(s), mailto and paths on this site', () => {
    expect(safeUrl('https://a.test')).toBe('https://a.test');
    expect(safeUrl('HTTP://a.test')).toBe('HTTP://a.test');
    expect(safeUrl('mailto:a@b.test')).toBe('mailto:a@b.test');
    expect(safeUrl('/pricing')).toBe('/pricing');
    expect(safeUrl('/academy/course?step=2#intro')).toBe('/academy/course?step=2#intro');
    expect(safeUrl('javascript:alert(1)')).toBe('');
    expect(safeUrl('ftp://a.test')).toBe('');
    expect(safeUrl('data:text/html,hi')).toBe('');
    expect(safeUrl('tel:+15555550100')).toBe('');
  });

  it.each(['//evil.test/x', '/\\evil.test/x', '/\t/evil.test', '/\n/evil.test', 'xmpp:a@b.test', 'irc://irc.test'])(
    'refuses %j, which would leave the site or run something',
    (url) => {
      expect(safeUrl(url)).toBe('');
    },
  );

  it("renders a lesson with its headings under the page's and links to this site in the same tab", () => {
    const { container } = render(<Markdown look="lesson" source={'# Start\n\n### Detail\n\nSee [pricing](/pricing) and [away](//evil.test).'} />);
    expect(container.querySelector('h3')).toHaveTextContent('Start');
    expect(container.querySelector('h4')).toHaveTextContent('Detail');
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/pricing');
    expect(links[0]).not.toHaveAttribute('target');
  });
});
