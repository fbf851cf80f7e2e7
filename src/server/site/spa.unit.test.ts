import { describe, expect, it } from 'vitest';
import { routeChunks, routePreloadTags } from './spa.ts';

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_preload-1.js'] },
  '_preload-1.js': { file: 'assets/preload-1.js' },
  'src/web/app/start.tsx': { file: 'assets/start-1.js', imports: ['_react-1.js', 'index.html'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_schemas-1.js': { file: 'assets/schemas-1.js', imports: ['_react-1.js'] },
  'src/web/app/routes/case-studies.tsx': { file: 'assets/case-studies-1.js', imports: ['_schemas-1.js', '_react-1.js'] },
};

describe('route chunk preloading', () => {
  it("names the app, a page's chunk and what they import, but not what the entry already loads", () => {
    const tags = routePreloadTags(MANIFEST, '/case-studies');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/case-studies-1.js" />');
    expect(tags).toContain('href="/assets/start-1.js"');
    expect(tags).toContain('href="/assets/schemas-1.js"');
    expect(tags).toContain('href="/assets/react-1.js"');
    expect(tags).not.toContain('index-1.js');
    expect(tags).not.toContain('preload-1.js');
  });

  it('names only the app for a path without its own chunk, and nothing for a build without a manifest', () => {
    expect(routeChunks(MANIFEST, '/about')).toEqual(['/assets/start-1.js', '/assets/react-1.js']);
    expect(routePreloadTags({}, '/case-studies')).toBe('');
  });
});
