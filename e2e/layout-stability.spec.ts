import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { PUBLISHED_STUDIES, caseStudyId } from './support/demo-content.ts';

/** Layout shift the page made while loading, as the browser reports it (the CLS metric's raw input). */
async function layoutShiftWhileLoading(page: Page, path: string): Promise<number> {
  await page.addInitScript(() => {
    const scope = window as unknown as { layoutShift: number };
    scope.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) scope.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Every request has answered: let what their answers render (and the fonts) reach the screen,
  // two frames on, before reading the sum.
  return page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (window as unknown as { layoutShift: number }).layoutShift;
  });
}

/** Google's "good" threshold is 0.1; we hold pages to half of it. */
const MAX_SHIFT = 0.05;

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 740 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the landing page, the browse page and a case study draw without shifting', async ({ browser, request }) => {
      const id = await caseStudyId(request, PUBLISHED_STUDIES[0]!.title);
      for (const path of ['/', '/case-studies', `/case-studies/${id}`]) {
        // A fresh context per page: nothing cached, as on a first visit.
        const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
        const page = await context.newPage();
        const shift = await layoutShiftWhileLoading(page, path);
        expect(shift, `layout shift on ${path}`).toBeLessThan(MAX_SHIFT);
        await context.close();
      }
    });
  });
}
