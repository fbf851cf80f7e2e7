import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_CASE_STUDIES, DEMO_TACTICS } from '../../src/server/seed/demo-content/demo-content.ts';
import type { DemoCaseStudy, DemoTactic } from '../../src/server/seed/demo-content/types.ts';

export type { DemoCaseStudy, DemoTactic };
export { DEMO_TACTICS };

/** The demo case studies a visitor can see, newest first (the browse page's default order). */
export const PUBLISHED_STUDIES: readonly DemoCaseStudy[] = DEMO_CASE_STUDIES.filter((s) => s.status === 'published').sort((a, b) =>
  (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''),
);

export const BROWSE_PAGE_SIZE = 12;

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Full-text search as the API does it, for the demo words the journeys use: every typed word
 * starts a word of the document (stemming is the database's; these words stem to themselves
 * or to a prefix that no other demo word shares).
 */
const matchesAll = (document: string, text: string) => {
  const tokens = words(document);
  return words(text).every((word) => tokens.some((token) => token.startsWith(word)));
};

/** Case-study search: title, introduction, tags, model, channel, regions, niches, country and the story. */
export const studyMatches = (study: DemoCaseStudy, text: string) =>
  matchesAll(
    [
      study.title,
      study.contentStructure.introduction,
      ...study.tags,
      study.businessModel ?? '',
      study.primaryGrowthChannel ?? '',
      ...study.regionTags,
      ...study.niche,
      study.country ?? '',
      study.contentStructure.problem,
      study.contentStructure.solution,
      study.contentStructure.summary ?? '',
      study.contentGenesis ?? '',
      study.contentValidation ?? '',
      study.contentBuilding ?? '',
      study.contentLaunch ?? '',
      study.contentGrowth ?? '',
      study.contentStatusFuture ?? '',
      study.contentLessonsLearned ?? '',
      study.contentAdvice ?? '',
      study.founderQuote ?? '',
    ].join('\n'),
    text,
  );

/** Tactic search: name, description text (never its markup) and tags. */
export const tacticMatches = (tactic: DemoTactic, text: string) =>
  matchesAll(`${tactic.name}\n${tactic.descriptionHtml.replace(/<[^>]*>/g, ' ')}\n${tactic.tags.join(' ')}`, text);

export const titlesOf = (studies: readonly DemoCaseStudy[]) => studies.map((s) => s.title);

/** The names of the tactics a demo case study links to. */
export function tacticNamesOf(study: DemoCaseStudy): string[] {
  return study.tacticKeys.map((key) => {
    const tactic = DEMO_TACTICS.find((t) => t.key === key);
    if (!tactic) throw new Error(`demo tactic ${key} is missing`);
    return tactic.name;
  });
}

/** "Showing 1–12 of 61 case studies", as the browse page words it (en dash). */
export function showingText(total: number, page = 1): string {
  if (total === 1) return 'Showing 1 of 1 case study';
  const first = (page - 1) * BROWSE_PAGE_SIZE + 1;
  const last = Math.min(page * BROWSE_PAGE_SIZE, total);
  return `Showing ${first}–${last} of ${total} case studies`;
}

/** The server's id of a published case study, looked up by its title through the public API. */
export async function caseStudyId(request: APIRequestContext, title: string): Promise<string> {
  const response = await request.get(`/api/case-studies?${new URLSearchParams({ q: title, pageSize: '50' }).toString()}`);
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { id: string; title: string }[] };
  const match = items.find((item) => item.title === title);
  if (!match) throw new Error(`no published case study titled ${title}`);
  return match.id;
}

/** A published demo case study by its stable key. */
export function studyByKey(key: string): DemoCaseStudy {
  const study = PUBLISHED_STUDIES.find((s) => s.key === key);
  if (!study) throw new Error(`no published demo case study ${key}`);
  return study;
}
