import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_CASE_STUDIES, DEMO_TACTICS } from './demo-content.ts';
import {
  DEMO_BUSINESS_MODELS,
  DEMO_CASE_STUDY_STATUSES,
  DEMO_CASE_STUDY_TYPES,
  DEMO_CONTINENT_LABELS,
  DEMO_CONTINENTS,
  DEMO_CUSTOMER_TYPES,
  DEMO_FUNDING_TYPES,
  DEMO_GROWTH_CHANNELS,
  DEMO_INVOLVEMENTS,
  DEMO_NICHES,
  DEMO_TACTIC_CATEGORIES,
  type DemoCaseStudy,
  type DemoMetrics,
  type DemoTactic,
} from './types.ts';

/** The year the dataset describes: business age is counted from it. */
const REFERENCE_YEAR = 2026;
const FIRST_PUBLISHED = '2023-01-01';
const LAST_PUBLISHED = '2026-10-31';

// Browse filter bands (member-area §9).
const revenueBand = (usd: number) => (usd < 1_000 ? 'idea' : usd < 10_000 ? 'early' : usd < 100_000 ? 'growth' : 'scale');
const startingCostsBand = (usd: number) => (usd < 1_000 ? 'under1k' : usd <= 10_000 ? '1k-10k' : 'over10k');
const teamSize = (s: DemoCaseStudy) => (s.founderCount === 1 && s.employeeCount === 0 ? 'solo' : s.founderCount + s.employeeCount <= 5 ? 'small' : 'team');
const businessAge = (year: number) => (REFERENCE_YEAR - year < 2 ? 'new' : REFERENCE_YEAR - year <= 5 ? 'medium' : 'mature');
/** Values exactly on a band edge read differently under "<" and "<=": keep the data clear of them. */
const BAND_EDGES = new Set([1_000, 10_000, 100_000]);

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

const isExampleUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && (url.hostname.endsWith('.example') || url.hostname === 'example.com');
  } catch {
    return false;
  }
};

const PROSE_SECTIONS = [
  'contentGenesis',
  'contentValidation',
  'contentBuilding',
  'contentLaunch',
  'contentGrowth',
  'contentStatusFuture',
  'contentLessonsLearned',
  'contentAdvice',
] as const satisfies readonly (keyof DemoCaseStudy)[];

function checkMetrics(label: string, metrics: DemoMetrics, problems: string[]) {
  const entries = Object.entries(metrics);
  if (entries.length < 3 || entries.length > 5) problems.push(`${label} has ${entries.length} entries (3-5 expected)`);
  for (const [name, value] of entries) {
    if (!/^[a-z][a-z0-9_]*$/.test(name)) problems.push(`${label} name "${name}" is not snake_case`);
    if (typeof value !== 'number' || !Number.isFinite(value)) problems.push(`${label}.${name} is not a finite number`);
  }
}

function checkList(label: string, list: string[], min: number, max: number, problems: string[]) {
  if (list.length < min || list.length > max) problems.push(`${label} has ${list.length} items (${min}-${max} expected)`);
  if (list.some((item) => item.trim() === '')) problems.push(`${label} has an empty item`);
  if (new Set(list.map((item) => item.toLowerCase())).size !== list.length) problems.push(`${label} has duplicates`);
}

function caseStudyProblems(study: DemoCaseStudy, tacticKeys: Set<string>): string[] {
  const problems: string[] = [];
  const { contentStructure: cs } = study;

  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(study.key)) problems.push('key is not a kebab-case slug');
  if (study.title.length < 10) problems.push('title shorter than 10 characters');
  if (!DEMO_CASE_STUDY_STATUSES.includes(study.status)) problems.push(`status "${study.status}"`);
  if (!DEMO_CASE_STUDY_TYPES.includes(study.caseStudyType)) problems.push(`caseStudyType "${study.caseStudyType}"`);
  if (study.snippet.length < 60 || study.snippet.length > 250) problems.push(`snippet is ${study.snippet.length} characters (60-250 expected)`);
  if (study.businessName.trim().length < 3) problems.push('businessName missing');
  if (study.founderName.trim().split(/\s+/).length < 2) problems.push('founderName needs a first and last name');
  if (!isExampleUrl(study.websiteUrl)) problems.push(`websiteUrl ${study.websiteUrl} is not a fictional https .example URL`);
  if (study.founderSocialUrl !== undefined && !isExampleUrl(study.founderSocialUrl)) problems.push(`founderSocialUrl ${study.founderSocialUrl} is not fictional`);
  if (study.sourceUrl !== undefined && !isExampleUrl(study.sourceUrl)) problems.push(`sourceUrl ${study.sourceUrl} is not fictional`);
  if (study.language !== 'English') problems.push('language must be English');

  if (!DEMO_CONTINENTS.includes(study.continent)) problems.push(`continent "${study.continent}"`);
  else if (study.regionTags[0] !== DEMO_CONTINENT_LABELS[study.continent]) problems.push(`regionTags must start with ${DEMO_CONTINENT_LABELS[study.continent]}`);
  if (!study.regionTags.includes(study.country)) problems.push(`regionTags must include the country ${study.country}`);
  checkList('regionTags', study.regionTags, 2, 4, problems);

  checkList('niche', study.niche, 1, 2, problems);
  for (const niche of study.niche) if (!DEMO_NICHES.includes(niche)) problems.push(`niche "${niche}"`);
  checkList('tags', study.tags, 3, 6, problems);
  for (const tag of study.tags) if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(tag)) problems.push(`tag "${tag}" is not kebab-case`);

  const integers = {
    monthlyRevenue: study.monthlyRevenue,
    monthlyProfit: study.monthlyProfit,
    grossMarginPercent: study.grossMarginPercent,
    startingCosts: study.startingCosts,
    founderCount: study.founderCount,
    employeeCount: study.employeeCount,
    yearFounded: study.yearFounded,
  };
  for (const [name, value] of Object.entries(integers)) if (!Number.isInteger(value)) problems.push(`${name} is not an integer`);
  if (study.monthlyRevenue < 0) problems.push('monthlyRevenue is negative');
  if (study.monthlyProfit > study.monthlyRevenue) problems.push('monthlyProfit exceeds monthlyRevenue');
  if (study.grossMarginPercent < 0 || study.grossMarginPercent > 100) problems.push('grossMarginPercent outside 0-100');
  if (study.startingCosts < 0) problems.push('startingCosts is negative');
  if (BAND_EDGES.has(study.monthlyRevenue)) problems.push('monthlyRevenue sits exactly on a band edge');
  if (BAND_EDGES.has(study.startingCosts)) problems.push('startingCosts sits exactly on a band edge');
  if (study.founderCount < 1) problems.push('founderCount below 1');
  if (study.employeeCount < 0) problems.push('employeeCount is negative');
  if (study.yearFounded < 1995 || study.yearFounded > REFERENCE_YEAR) problems.push(`yearFounded ${study.yearFounded} out of range`);

  if (!DEMO_BUSINESS_MODELS.includes(study.businessModel)) problems.push(`businessModel "${study.businessModel}"`);
  if (!DEMO_GROWTH_CHANNELS.includes(study.primaryGrowthChannel)) problems.push(`primaryGrowthChannel "${study.primaryGrowthChannel}"`);
  if (!DEMO_FUNDING_TYPES.includes(study.fundingType)) problems.push(`fundingType "${study.fundingType}"`);
  if (!DEMO_CUSTOMER_TYPES.includes(study.customerType)) problems.push(`customerType "${study.customerType}"`);
  if (!DEMO_INVOLVEMENTS.includes(study.involvement)) problems.push(`involvement "${study.involvement}"`);

  if (cs.introduction.length < 50) problems.push('introduction shorter than 50 characters');
  const introSentences = sentences(cs.introduction).length;
  if (introSentences < 2 || introSentences > 4) problems.push(`introduction has ${introSentences} sentences (2-4 expected)`);
  if (cs.problem.length < 50) problems.push('problem shorter than 50 characters');
  if (cs.solution.length < 50) problems.push('solution shorter than 50 characters');
  if (cs.summary.length < 30) problems.push('summary shorter than 30 characters');
  checkMetrics('contentStructure.metrics', cs.metrics, problems);
  checkMetrics('metricsSnapshot', study.metricsSnapshot, problems);

  for (const section of PROSE_SECTIONS) {
    const text = study[section];
    const count = sentences(text).length;
    if (text.length < 120) problems.push(`${section} shorter than 120 characters`);
    if (count < 2 || count > 5) problems.push(`${section} has ${count} sentences (2-5 expected)`);
  }
  if (study.founderQuote.length < 20) problems.push('founderQuote too short');
  checkList('techStackPlaybook', study.techStackPlaybook, 3, 6, problems);
  checkList('resourceLibrary', study.resourceLibrary, 2, 4, problems);
  for (const [name, text] of Object.entries(study.keyDecisions)) if (text.length < 20) problems.push(`keyDecisions.${name} too short`);

  if (study.status === 'draft') {
    if (study.publishedAt !== null) problems.push('a draft has no publishedAt');
  } else if (study.publishedAt === null || !/^\d{4}-\d{2}-\d{2}$/.test(study.publishedAt) || Number.isNaN(Date.parse(study.publishedAt))) {
    problems.push(`publishedAt ${String(study.publishedAt)} is not an ISO date`);
  } else {
    if (study.publishedAt < FIRST_PUBLISHED || study.publishedAt > LAST_PUBLISHED) problems.push(`publishedAt ${study.publishedAt} outside ${FIRST_PUBLISHED}..${LAST_PUBLISHED}`);
    if (Number(study.publishedAt.slice(0, 4)) < study.yearFounded) problems.push('publishedAt before the company was founded');
  }

  checkList('tacticKeys', study.tacticKeys, 1, 4, problems);
  for (const key of study.tacticKeys) if (!tacticKeys.has(key)) problems.push(`tacticKeys: unknown tactic "${key}"`);

  return problems;
}

const ALLOWED_HTML_TAG = /^<\/?(p|strong|em|ul|li)>$/;

function tacticProblems(tactic: DemoTactic, tacticKeys: Set<string>): string[] {
  const problems: string[] = [];
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(tactic.key)) problems.push('key is not a kebab-case slug');
  if (tactic.name.length < 5) problems.push('name shorter than 5 characters');
  if (!DEMO_TACTIC_CATEGORIES.includes(tactic.category)) problems.push(`category "${tactic.category}"`);
  const text = tactic.descriptionHtml.replace(/<[^>]*>/g, '');
  if (tactic.descriptionHtml.length < 100 || text.length < 100) problems.push('descriptionHtml shorter than 100 characters of text');
  for (const tag of tactic.descriptionHtml.match(/<[^>]*>/g) ?? []) if (!ALLOWED_HTML_TAG.test(tag)) problems.push(`descriptionHtml uses ${tag}`);
  if (!tactic.descriptionHtml.startsWith('<p>')) problems.push('descriptionHtml must start with a paragraph');
  if (/script|style=|href|javascript:/i.test(tactic.descriptionHtml)) problems.push('descriptionHtml contains script, style or link');
  checkList('successSignals', tactic.successSignals, 3, 5, problems);
  checkList('failureSignals', tactic.failureSignals, 3, 5, problems);
  checkList('implementationTips', tactic.implementationTips, 3, 5, problems);
  checkList('tags', tactic.tags, 2, 6, problems);
  if (tactic.parentKey !== undefined) {
    if (tactic.parentKey === tactic.key) problems.push('is its own parent');
    else if (!tacticKeys.has(tactic.parentKey)) problems.push(`parentKey "${tactic.parentKey}" does not exist`);
  }
  return problems;
}

/** Every entry's problems as "key: problem" lines, so a failure names the offending entry. */
const report = <T extends { key: string }>(items: T[], check: (item: T) => string[]) => items.flatMap((item) => check(item).map((p) => `${item.key}: ${p}`));

const countBy = <T,>(items: T[], pick: (item: T) => string | string[]) => {
  const counts = new Map<string, number>();
  for (const item of items) for (const value of [pick(item)].flat()) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

/** Values that appear fewer than `min` times, with their counts. */
const underCovered = (counts: Map<string, number>, values: readonly string[], min: number) =>
  values.filter((value) => (counts.get(value) ?? 0) < min).map((value) => `${value} (${counts.get(value) ?? 0}, need ${min})`);

const tacticKeys = new Set(DEMO_TACTICS.map((t) => t.key));
const studies = DEMO_CASE_STUDIES;

describe('demo tactics', () => {
  it('are at least 44, with unique keys and names', () => {
    expect(DEMO_TACTICS.length).toBeGreaterThanOrEqual(44);
    const dupKeys = [...countBy(DEMO_TACTICS, (t) => t.key)].filter(([, n]) => n > 1).map(([k]) => k);
    const dupNames = [...countBy(DEMO_TACTICS, (t) => t.name.toLowerCase())].filter(([, n]) => n > 1).map(([k]) => k);
    expect(dupKeys, 'duplicate tactic keys').toEqual([]);
    expect(dupNames, 'duplicate tactic names').toEqual([]);
  });

  it('are each complete and valid', () => {
    expect(report(DEMO_TACTICS, (t) => tacticProblems(t, tacticKeys))).toEqual([]);
  });

  it('cover every category at least 4 times', () => {
    expect(underCovered(countBy(DEMO_TACTICS, (t) => t.category), DEMO_TACTIC_CATEGORIES, 4)).toEqual([]);
  });

  it('include at least 10 sub-tactics, with no parent cycles', () => {
    expect(DEMO_TACTICS.filter((t) => t.parentKey !== undefined).length).toBeGreaterThanOrEqual(10);
    const parentOf = new Map(DEMO_TACTICS.map((t) => [t.key, t.parentKey]));
    const cyclic = DEMO_TACTICS.filter((t) => {
      const seen = new Set<string>();
      for (let key: string | undefined = t.key; key !== undefined; key = parentOf.get(key)) {
        if (seen.has(key)) return true;
        seen.add(key);
      }
      return false;
    });
    expect(cyclic.map((t) => t.key), 'tactics in a parent cycle').toEqual([]);
  });

  it('are each used by at least one case study', () => {
    const used = new Set(studies.flatMap((s) => s.tacticKeys));
    expect(DEMO_TACTICS.filter((t) => !used.has(t.key)).map((t) => t.key), 'tactics no case study uses').toEqual([]);
  });
});

describe('demo case studies', () => {
  it('are at least 64, with unique keys, titles, business names and websites', () => {
    expect(studies.length).toBeGreaterThanOrEqual(64);
    for (const [field, pick] of [
      ['key', (s: DemoCaseStudy) => s.key],
      ['title', (s: DemoCaseStudy) => s.title.toLowerCase()],
      ['businessName', (s: DemoCaseStudy) => s.businessName.toLowerCase()],
      ['websiteUrl', (s: DemoCaseStudy) => new URL(s.websiteUrl).hostname],
    ] as const) {
      const duplicates = [...countBy(studies, pick)].filter(([, n]) => n > 1).map(([value]) => value);
      expect(duplicates, `duplicate ${field}`).toEqual([]);
    }
  });

  it('are each complete and valid', () => {
    expect(report(studies, (s) => caseStudyProblems(s, tacticKeys))).toEqual([]);
  });

  it('are about a third failure analyses, and include drafts', () => {
    expect(studies.filter((s) => s.caseStudyType === 'failure').length).toBeGreaterThanOrEqual(21);
    expect(studies.filter((s) => s.caseStudyType === 'success').length).toBeGreaterThanOrEqual(21);
    expect(studies.filter((s) => s.status === 'draft').length).toBeGreaterThanOrEqual(4);
  });

  it('spread over every continent and at least 25 countries', () => {
    expect(underCovered(countBy(studies, (s) => s.continent), DEMO_CONTINENTS, 4)).toEqual([]);
    expect(new Set(studies.map((s) => s.country)).size).toBeGreaterThanOrEqual(25);
  });

  it('cover every niche at least 3 times', () => {
    expect(underCovered(countBy(studies, (s) => s.niche), DEMO_NICHES, 3)).toEqual([]);
  });

  it('cover every business model, growth channel, funding type, customer type and involvement', () => {
    expect(underCovered(countBy(studies, (s) => s.businessModel), DEMO_BUSINESS_MODELS, 1)).toEqual([]);
    expect(underCovered(countBy(studies, (s) => s.primaryGrowthChannel), DEMO_GROWTH_CHANNELS, 1)).toEqual([]);
    expect(underCovered(countBy(studies, (s) => s.fundingType), DEMO_FUNDING_TYPES, 1)).toEqual([]);
    expect(underCovered(countBy(studies, (s) => s.customerType), DEMO_CUSTOMER_TYPES, 1)).toEqual([]);
    expect(underCovered(countBy(studies, (s) => s.involvement), DEMO_INVOLVEMENTS, 1)).toEqual([]);
  });

  it('cover every revenue band at least 6 times', () => {
    expect(underCovered(countBy(studies, (s) => revenueBand(s.monthlyRevenue)), ['idea', 'early', 'growth', 'scale'], 6)).toEqual([]);
  });

  it('cover every starting-costs band among bootstrapped businesses', () => {
    const bootstrapped = studies.filter((s) => s.fundingType === 'bootstrapped');
    expect(underCovered(countBy(bootstrapped, (s) => startingCostsBand(s.startingCosts)), ['under1k', '1k-10k', 'over10k'], 1)).toEqual([]);
  });

  it('cover every team size and business age', () => {
    expect(underCovered(countBy(studies, teamSize), ['solo', 'small', 'team'], 1)).toEqual([]);
    expect(underCovered(countBy(studies, (s) => businessAge(s.yearFounded)), ['new', 'medium', 'mature'], 1)).toEqual([]);
  });

  it('never repeat a sentence across entries', () => {
    const owners = new Map<string, string[]>();
    for (const s of studies) {
      const texts = [s.snippet, s.contentStructure.introduction, s.contentStructure.problem, s.contentStructure.solution, s.contentStructure.summary, ...PROSE_SECTIONS.map((f) => s[f]), s.founderQuote, ...Object.values(s.keyDecisions)];
      for (const sentence of texts.flatMap(sentences)) if (sentence.length >= 30) owners.set(sentence, [...(owners.get(sentence) ?? []), s.key]);
    }
    const repeated = [...owners].filter(([, keys]) => keys.length > 1).map(([sentence, keys]) => `${keys.join(', ')}: "${sentence}"`);
    expect(repeated).toEqual([]);
  });
});

describe('demo content files', () => {
  it('each say they are fictional demo content', () => {
    const dir = fileURLToPath(new URL('.', import.meta.url));
    const dataFiles = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'types.ts');
    expect(dataFiles.length).toBeGreaterThan(0);
    const unlabelled = dataFiles.filter((f) => !readFileSync(`${dir}/${f}`, 'utf8').slice(0, 300).includes('Fictional demo content written for Flightdeck'));
    expect(unlabelled).toEqual([]);
  });
});
