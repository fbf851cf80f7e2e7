import type { Locator, Page } from '@playwright/test';
import { signInWithApi, verifiedMember } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { caseStudyId, PUBLISHED_STUDIES } from './support/demo-content.ts';

// Each test works on a case study of its own, so counts are not shared between tests.
const VISITOR_STUDY = PUBLISHED_STUDIES[3]!;
const MEMBER_STUDY = PUBLISHED_STUDIES[4]!;
const XSS_STUDY = PUBLISHED_STUDIES[5]!;

const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true }).first();
const votes = (page: Page) => page.getByRole('group', { name: 'Votes' });
const stars = (page: Page) => page.getByRole('radiogroup', { name: 'Rate this case study' });
const discussions = (page: Page) => page.getByRole('region', { name: /^Discussions/ });
/**
 * The discussions load when the reader scrolls near them, as a reader does to take part, once the
 * app has hydrated the drawn page (the load's first move starts it).
 */
async function scrollToDiscussions(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(async () => discussions(page).scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
}

async function voteCount(page: Page, id: string): Promise<number> {
  const response = await page.request.get(`/api/case-studies/${id}/engagement`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { voteCount: number }).voteCount;
}

/** Clicks a control and waits until the server has answered the write it sends. */
async function pressAndSave(page: Page, control: Locator, path: RegExp) {
  const saved = page.waitForResponse((r) => path.test(new URL(r.url()).pathname) && r.request().method() !== 'GET');
  await control.click();
  expect((await saved).ok()).toBe(true);
}

async function expectScore(page: Page, score: number) {
  await expect(votes(page)).toHaveText(`Score ${score}`);
}

test('a visitor is asked to sign in to vote, bookmark, rate or discuss, and nothing changes', async ({ page, request }) => {
  const id = await caseStudyId(request, VISITOR_STUDY.title);
  const before = await voteCount(page, id);
  // Any write to this study's engagement or to a discussion would be a bug.
  const engagementWrite = new RegExp(`/api/(case-studies/${id}/(vote|bookmark|rating|discussions)|discussions/)`);
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && engagementWrite.test(r.url())) writes.push(`${r.method()} ${r.url()}`);
  });

  await page.goto(`/case-studies/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: VISITOR_STUDY.title })).toBeVisible();
  await expectScore(page, before);

  await votes(page).getByRole('button', { name: 'Upvote' }).click();
  await expect(toast(page, 'Please login to vote.')).toBeVisible();
  await expectScore(page, before);
  await expect(votes(page).getByRole('button', { name: 'Upvote' })).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
  await expect(toast(page, 'Please login to bookmark content.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bookmark', exact: true })).toHaveAttribute('aria-pressed', 'false');

  await stars(page).getByRole('radio', { name: 'Rate 4 stars' }).click();
  await expect(toast(page, 'Please sign in to rate items.')).toBeVisible();
  await expect(stars(page).getByRole('radio', { checked: true })).toHaveCount(0);

  await scrollToDiscussions(page);
  await expect(discussions(page).getByText('Sign in to participate in discussions')).toBeVisible();
  await expect(discussions(page).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  await expect(discussions(page).getByRole('button', { name: 'Start a Discussion' })).toHaveCount(0);

  expect(writes).toEqual([]);
  expect(await voteCount(page, id)).toBe(before);
});

test('a member votes, bookmarks, rates, shares and discusses, and finds it all kept after a reload', async ({ page, context, request, baseURL }) => {
  // Five features, two reloads and the app's first start on a drawn page: longer than most journeys.
  test.slow();
  const member = await verifiedMember(request, 'Engaged Member');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const id = await caseStudyId(request, MEMBER_STUDY.title);
  const start = await voteCount(page, id);

  await signInWithApi(page, baseURL, member);
  await page.goto(`/case-studies/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: MEMBER_STUDY.title })).toBeVisible();
  await expectScore(page, start);
  const upvote = votes(page).getByRole('button', { name: 'Upvote' });
  const downvote = votes(page).getByRole('button', { name: 'Downvote' });
  const votePath = new RegExp(`/api/case-studies/${id}/vote$`);

  // Up, then down (two steps below), then down again removes the vote.
  await pressAndSave(page, upvote, votePath);
  await expect(toast(page, 'Vote recorded')).toBeVisible();
  await expectScore(page, start + 1);
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');

  await pressAndSave(page, downvote, votePath);
  await expectScore(page, start - 1);
  await expect(downvote).toHaveAttribute('aria-pressed', 'true');
  await expect(upvote).toHaveAttribute('aria-pressed', 'false');

  await pressAndSave(page, downvote, votePath);
  await expectScore(page, start);
  await expect(downvote).toHaveAttribute('aria-pressed', 'false');
  expect(await voteCount(page, id)).toBe(start);

  // The vote the member leaves in place.
  await pressAndSave(page, upvote, votePath);
  await expectScore(page, start + 1);

  await pressAndSave(page, page.getByRole('button', { name: 'Bookmark', exact: true }), new RegExp(`/api/case-studies/${id}/bookmark$`));
  await expect(toast(page, 'Bookmarked!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove bookmark' })).toHaveAttribute('aria-pressed', 'true');

  await pressAndSave(page, stars(page).getByRole('radio', { name: 'Rate 4 stars' }), new RegExp(`/api/case-studies/${id}/rating$`));
  await expect(toast(page, 'Rating submitted')).toBeVisible();
  await expect(page.getByText('Your rating: 4 of 5.')).toBeVisible();

  await page.getByRole('button', { name: 'Share' }).click();
  await expect(toast(page, 'Link copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/case-studies/${id}`);

  // A discussion, a reply beneath it, and an upvote on the discussion.
  const title = 'Did the pricing change come too late?';
  const body = 'Reading the **numbers**, I wonder whether raising prices earlier would have helped.';
  const reply = 'Probably: the churn figures point that way.';
  await scrollToDiscussions(page);
  await discussions(page).getByRole('button', { name: 'Start a Discussion' }).click();
  const composer = page.getByRole('form', { name: 'Start a Discussion' });
  await composer.getByLabel('Title').fill(title);
  await composer.getByLabel('Message').fill(body);
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(toast(page, 'Discussion posted successfully.')).toBeVisible();
  const thread = discussions(page).getByRole('article', { name: title });
  await expect(thread).toContainText('Reading the numbers, I wonder');
  await expect(thread.getByText('numbers', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
  await expect(thread).toContainText(member.name);

  await thread.getByRole('button', { name: 'Reply' }).click();
  const replyForm = page.getByRole('form', { name: 'Reply' });
  await replyForm.getByLabel('Your reply').fill(reply);
  await replyForm.getByRole('button', { name: 'Post Reply' }).click();
  const replies = discussions(page).getByRole('list', { name: `Replies to ${title}` });
  await expect(replies.getByRole('article', { name: `Reply by ${member.name}` })).toContainText(reply);

  const discussionUpvote = thread.getByRole('button', { name: /^Upvote/ });
  await expect(discussionUpvote).toHaveText(/^Upvote\s*0$/);
  await pressAndSave(page, discussionUpvote, /^\/api\/discussions\/[^/]+\/upvote$/);
  await expect(discussionUpvote).toHaveText(/^Upvote\s*1$/);
  await expect(discussionUpvote).toHaveAttribute('aria-pressed', 'true');

  // Everything was saved: a fresh load shows it all.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: MEMBER_STUDY.title })).toBeVisible();
  await expectScore(page, start + 1);
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await expect(downvote).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'Remove bookmark' })).toHaveAttribute('aria-pressed', 'true');
  await expect(stars(page).getByRole('radio', { name: 'Rate 4 stars' })).toHaveAttribute('aria-checked', 'true');
  await expect(stars(page).locator('svg.fill-amber-400')).toHaveCount(4);
  await expect(page.getByText('Your rating: 4 of 5.')).toBeVisible();
  await scrollToDiscussions(page);
  const posts = discussions(page).getByRole('article');
  await expect(posts).toHaveCount(2);
  expect(await posts.evaluateAll((elements) => elements.map((e) => e.getAttribute('aria-label')))).toEqual([title, `Reply by ${member.name}`]);
  await expect(replies.getByRole('article')).toContainText(reply);
  await expect(discussionUpvote).toHaveText(/^Upvote\s*1$/);
  await expect(discussionUpvote).toHaveAttribute('aria-pressed', 'true');
});

test('script in a discussion never runs, as posted or after a reload', async ({ page, request, signInAsDemo }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const id = await caseStudyId(request, XSS_STUDY.title);
  await signInAsDemo(page, 'master');
  await page.goto(`/case-studies/${id}`);

  // Its own title on a retry: the first attempt's thread may already stand there.
  const title = `Formatting check ${test.info().retry + 1}`;
  // No Markdown link: a level-1 member may not post links at all (PRODUCT §10); raw markup still tries.
  const payloads = [
    '<script>window.__xss=1</script>',
    '<img src=x onerror="window.__xss=1">',
    '<a href="javascript:window.__xss=1">a</a>',
    '<iframe src="javascript:window.__xss=1"></iframe>',
    '<svg onload="window.__xss=1">',
    '<script>alert(document.cookie)</script>',
  ];
  await scrollToDiscussions(page);
  await discussions(page).getByRole('button', { name: 'Start a Discussion' }).click();
  const composer = page.getByRole('form', { name: 'Start a Discussion' });
  await composer.getByLabel('Title').fill(title);
  await composer.getByLabel('Message').fill(payloads.join('\n\n'));
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(toast(page, 'Discussion posted successfully.')).toBeVisible();

  const thread = discussions(page).getByRole('article', { name: title });
  async function expectInert() {
    await expect(thread).toBeVisible();
    // HTML in a post is shown as the text it is.
    await expect(thread).toContainText('<script>window.__xss=1</script>');
    await expect(thread).toContainText('<img src=x onerror="window.__xss=1">');
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    // Only the page's own icons: no element from the post that could load or run anything.
    await expect(thread.locator('script, iframe, img, object, embed, svg:not(.lucide)')).toHaveCount(0);
    await expect(thread.locator('[onerror], [onload], [onclick]')).toHaveCount(0);
    await expect(page.locator('a[href^="javascript:" i], iframe')).toHaveCount(0);
  }

  await expectInert();
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();

  await page.reload();
  await scrollToDiscussions(page);
  await expectInert();
  expect(dialogs).toEqual([]);
});
