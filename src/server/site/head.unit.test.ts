import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { injectHead, renderHeadTags } from './head.ts';

const INDEX = '<html><head><!--app-head:start--><title>x</title><!--app-head:end--></head><body></body></html>';

describe('page head tags', () => {
  it('carry title, description, canonical link, Open Graph and Twitter tags', () => {
    const tags = renderHeadTags({ title: 'Tidepool CRM', description: 'How a CRM grew', path: '/case-studies/1', type: 'article' }, 'https://fd.example');
    expect(tags).toContain('<title>Tidepool CRM | Flightdeck</title>');
    expect(tags).toContain('<meta name="description" content="How a CRM grew" />');
    expect(tags).toContain('<link rel="canonical" href="https://fd.example/case-studies/1" />');
    expect(tags).toContain('<meta property="og:type" content="article" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('escape attribute values and keep JSON-LD unable to close its script element', () => {
    const tags = renderHeadTags(
      { title: 'A "quoted" <b>', description: 'x', path: '/', jsonLd: { name: '</script><script>alert(1)</script>' } },
      'https://fd.example',
    );
    expect(tags).toContain('A &quot;quoted&quot; &lt;b&gt;');
    expect(tags).not.toContain('</script><script>');
  });

  it('replace what stands between the head markers', () => {
    const html = injectHead(INDEX, '<title>New</title>');
    expect(html).toContain('<title>New</title>');
    expect(html).not.toContain('<title>x</title>');
  });

  it('point social cards at an image the app ships', () => {
    const tags = renderHeadTags({ title: 'x', description: 'y', path: '/' }, 'https://fd.example');
    const image = tags.match(/<meta property="og:image" content="https:\/\/fd\.example\/([^"]+)"/)?.[1];
    expect(image).toBeDefined();
    expect(existsSync(`public/${image}`)).toBe(true);
  });
});
