import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '#shared/route-table.ts';
import { appRoutes, loadPageModule } from './router.tsx';

describe('the one route table', () => {
  it("names for every page a module and component that exist, and every page module is in it", async () => {
    for (const route of PAGE_ROUTES) {
      const { Component } = await loadPageModule(route);
      expect(typeof Component, route.path).toBe('function');
    }
    const files = (await readdir(path.join(import.meta.dirname, 'routes'))).filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx') && file !== 'not-found.tsx');
    expect(files.map((file) => file.replace(/\.tsx$/, '')).sort()).toEqual([...new Set(PAGE_ROUTES.map((route) => route.module))].sort());
  });

  it('gives the browser a route for every page and a not-found page for other paths', () => {
    const pages = appRoutes()[0]!.children![0]!.children!;
    expect(pages.map((route) => route.path)).toEqual([...PAGE_ROUTES.map((route) => route.path), '*']);
  });
});
