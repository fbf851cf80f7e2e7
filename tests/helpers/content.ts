import { eq } from 'drizzle-orm';
import { DEMO_CASE_STUDIES, DEMO_TACTICS } from '#server/seed/demo-content/demo-content.ts';
import { caseStudies, tactics } from '#server/db/schema/content.ts';
import type { TestApp } from './test-app.ts';

export { DEMO_CASE_STUDIES, DEMO_TACTICS };
export const PUBLISHED_DEMO_STUDIES = DEMO_CASE_STUDIES.filter((s) => s.status === 'published');
export const DRAFT_DEMO_STUDIES = DEMO_CASE_STUDIES.filter((s) => s.status === 'draft');

export async function caseStudyIdByTitle(testApp: TestApp, title: string): Promise<string> {
  const [row] = await testApp.db.select({ id: caseStudies.id }).from(caseStudies).where(eq(caseStudies.title, title));
  if (!row) throw new Error(`no case study titled ${title}`);
  return row.id;
}

export async function tacticIdByName(testApp: TestApp, name: string): Promise<string> {
  const [row] = await testApp.db.select({ id: tactics.id }).from(tactics).where(eq(tactics.name, name));
  if (!row) throw new Error(`no tactic named ${name}`);
  return row.id;
}
