import { expect, test } from './support/fixtures.ts';
import { PUBLISHED_STUDIES, caseStudyId } from './support/demo-content.ts';

const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

test('every page shows the title the server sends for it, also after moving there in the app', async ({ page, request }) => {
  const study = await caseStudyId(request, PUBLISHED_STUDIES[0]!.title);
  const tactics = (await (await request.get('/api/tactics?pageSize=1')).json()) as { items: { id: string }[] };
  const paths = [
    '/case-studies',
    `/case-studies/${study}`,
    `/tactics/${tactics.items[0]!.id}`,
    '/auth?tab=signup',
    '/auth?mode=forgot',
    '/search?q=pricing',
    '/reset-password',
    '/about',
    '/account/subscription',
    '/checkout/abc123',
  ];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const serverTitle = decode(html.match(/<title>([^<]*)<\/title>/)![1]!);
    await page.goto(path);
    await expect(page, path).toHaveTitle(serverTitle);
  }

  // Moving within the app sets the same titles as a fresh load.
  await page.goto('/case-studies');
  const aboutHtml = await (await request.get('/about')).text();
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveTitle(decode(aboutHtml.match(/<title>([^<]*)<\/title>/)![1]!));
});
