import { describe, expect, it } from 'vitest';
import { matchPageRoute, type PageRoute } from '#shared/route-table.ts';
import { appScripts, routePreloadTags } from './spa.ts';

const route = (path: string): PageRoute => matchPageRoute(path)!.route;

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_schemas-1.js': { file: 'assets/schemas-1.js', imports: ['_react-1.js'] },
  'src/web/app/routes/case-studies.tsx': { file: 'assets/case-studies-1.js', imports: ['_schemas-1.js', '_react-1.js'] },
};

describe('route chunk preloading', () => {
  it("names a page's chunk and what it imports, but not what the entry already loads", () => {
    const tags = routePreloadTags(MANIFEST, route('/case-studies'));
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/case-studies-1.js" />');
    expect(tags).toContain('href="/assets/schemas-1.js"');
    expect(tags).not.toContain('react-1.js');
  });

  it('adds nothing for a path without its own chunk or a build without a manifest', () => {
    expect(routePreloadTags(MANIFEST, route('/about'))).toBe('');
    expect(routePreloadTags({}, route('/case-studies'))).toBe('');
  });
});

describe('the scripts a drawn page fetches after load', () => {
  it("are the app's entry first, what it imports, then the page's chunks, each once", () => {
    expect(appScripts(MANIFEST, route('/case-studies'))).toEqual(['/assets/index-1.js', '/assets/react-1.js', '/assets/case-studies-1.js', '/assets/schemas-1.js']);
    expect(appScripts({}, route('/case-studies'))).toEqual([]);
  });
});
