import { beforeAll, describe, expect, it } from 'vitest';
import { discussions } from '#server/db/schema/community.ts';
import { DISCUSSION_PAGE_SIZE, type DiscussionList } from '#shared/schemas/discussions.ts';
import { PUBLISHED_DEMO_STUDIES, caseStudyIdByTitle } from '#tests/helpers/content.ts';
import { fastMembers } from '#tests/helpers/fast-members.ts';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';

const THREADS = 45;
const testApp = testAppForFile({ demoContent: true });
const visitor = createClient(testApp);
let path: string;

beforeAll(async () => {
  const studyId = await caseStudyIdByTitle(testApp, PUBLISHED_DEMO_STUDIES[2]!.title);
  path = `/api/case-studies/${studyId}/discussions`;
  const [author] = await fastMembers(testApp, 1);
  // Two threads share each timestamp, so the keyset must order by id as well.
  const start = Date.UTC(2026, 0, 1);
  const threads = await testApp.db
    .insert(discussions)
    .values(
      Array.from({ length: THREADS }, (_, i) => ({
        title: `Thread ${i}`,
        bodyMarkdown: 'Body',
        authorId: author!.userId,
        relatedCaseId: studyId,
        createdAt: new Date(start + Math.floor(i / 2) * 60_000),
      })),
    )
    .returning({ id: discussions.id });
  await testApp.db.insert(discussions).values(
    threads.slice(0, 3).map((thread) => ({ bodyMarkdown: 'A reply', authorId: author!.userId, relatedCaseId: studyId, parentId: thread.id })),
  );
});

async function page(query: string): Promise<DiscussionList> {
  const response = await visitor.get(`${path}${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as DiscussionList;
}

describe('discussion pages', () => {
  it('serves a thread a page at a time, each discussion exactly once, with its replies', async () => {
    const seen: string[] = [];
    let replies = 0;
    let cursor: string | null = null;
    let pages = 0;
    do {
      const body: DiscussionList = await page(cursor ? `?before=${cursor}` : '');
      expect(body.items.length).toBeLessThanOrEqual(DISCUSSION_PAGE_SIZE);
      expect(body.total).toBe(THREADS + 3);
      seen.push(...body.items.map((thread) => thread.title!));
      replies += body.items.reduce((sum, thread) => sum + thread.replies.length, 0);
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(Math.ceil(THREADS / DISCUSSION_PAGE_SIZE));
    expect(new Set(seen).size).toBe(THREADS);
    expect(replies).toBe(3);
    // Newest first across pages.
    expect(seen[0]).toBe(`Thread ${THREADS - 1}`);
  });

  it('takes a smaller page size and refuses a bad one or a bad cursor', async () => {
    expect((await page('?limit=5')).items).toHaveLength(5);
    for (const query of ['?limit=0', '?limit=51', '?before=nope']) expect((await visitor.get(`${path}${query}`)).status).toBe(400);
  });
});
