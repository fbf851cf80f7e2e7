import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

// The cards an instance holds beside its browse index (decision 101): a list or a search answered
// from them is the answer PostgreSQL alone gives, the marked words of a search too.

let memory: TestApp;
let sqlOnly: TestApp;

beforeAll(async () => {
  memory = await createTestApp({ demoContent: true });
  sqlOnly = await createTestApp({ database: memory.handle, searchIndex: 'postgres' });
});
afterAll(async () => {
  await sqlOnly.close();
  await memory.close();
});

const body = async (app: TestApp, path: string) => {
  const response = await createClient(app).get(path);
  expect(response.status).toBe(200);
  return response.json() as Promise<unknown>;
};

describe('the cards an instance holds', () => {
  it('answer lists and searches as PostgreSQL alone does, the second time from the cards held', async () => {
    // A plain list holds cards without their words first; the searches after it read the words.
    const paths = ['/api/case-studies?pageSize=50', '/api/case-studies?q=customers&pageSize=20', '/api/search?q=growth', '/api/case-studies?sort=most_voted&pageSize=12', '/api/search?q=sub'];
    for (const path of paths) {
      const expected = await body(sqlOnly, path);
      expect([path, await body(memory, path)]).toEqual([path, expected]);
      expect([path, await body(memory, path)]).toEqual([path, expected]);
    }
    expect(memory.search.known()!.cards.size).toBeGreaterThan(20);
    const marked = (await body(memory, '/api/search?q=growth')) as { caseStudies: { highlights?: { title: unknown[]; snippet: unknown[] } }[] };
    expect(marked.caseStudies.some((card) => card.highlights!.title.length + card.highlights!.snippet.length > 0)).toBe(true);
  });
});
