import type { BusinessModel, CaseStudyType, GrowthChannel } from '../constants.ts';
import { BUSINESS_MODEL_OPTIONS, GROWTH_CHANNEL_OPTIONS } from '../filters.ts';

// The idea validator's and remixer's evidence (PRODUCT §4, §8): pure arithmetic over the
// published case studies that matched an idea. Every statement carries the count it rests on.

/** Below this many cases a rate is shown with a "small sample" note. */
export const MIN_SAMPLE = 5;
/** Matched case studies read for one concept. */
export const MATCH_LIMIT = 20;
/** Successes and failures listed by name. */
export const LISTED_MATCHES = 5;
/** Candidate ideas the remixer proposes at most. */
export const REMIX_CANDIDATES = 3;

/** One published case study that matched, as the queries read it. */
export type MatchedStudy = {
  id: string;
  title: string;
  caseStudyType: CaseStudyType;
  monthlyRevenue: number;
  startingCosts: number;
  businessModel: BusinessModel | null;
  primaryGrowthChannel: GrowthChannel | null;
  tags: string[];
  /** The study's "lessons learned" section (for failures: what the founders say went wrong). */
  lessonsLearned: string | null;
  /** Failure signals of the tactics an editor linked to the study. */
  failureSignals: string[];
};

/** "count of of", the rate, and whether `of` is too small to lean on. */
export type BaseRate = { count: number; of: number; rate: number | null; smallSample: boolean };

export type Spread = { n: number; min: number; p25: number; median: number; p75: number; max: number; smallSample: boolean };

export type OutcomeBreakdown<K extends string> = {
  key: K;
  label: string;
  /** Matches with this value, of all matches. */
  share: BaseRate;
  /** Successes among the matches with this value. */
  successRate: BaseRate;
};

export type StudyLink = { id: string; title: string; caseStudyType: CaseStudyType; monthlyRevenue: number; startingCosts: number };

export type WarningSign = {
  text: string;
  /** The failures whose linked tactics carry this signal, of all failures matched. */
  failures: BaseRate;
  /** The successes that carry it too, of all successes matched. */
  successes: BaseRate;
  source: 'tactic_failure_signal' | 'failure_tag';
};

export type FailureLesson = { id: string; title: string; lesson: string };

export type IdeaEvidence = {
  matched: number;
  successes: StudyLink[];
  failures: StudyLink[];
  successRate: BaseRate;
  revenue: { successes: Spread | null; failures: Spread | null };
  startingCosts: { successes: Spread | null; failures: Spread | null };
  businessModels: OutcomeBreakdown<BusinessModel>[];
  growthChannels: OutcomeBreakdown<GrowthChannel>[];
  warningSigns: WarningSign[];
  lessons: FailureLesson[];
};

const labelOf = (options: readonly { value: string; label: string }[], value: string) => options.find((option) => option.value === value)?.label ?? value;
export const businessModelLabel = (model: BusinessModel) => labelOf(BUSINESS_MODEL_OPTIONS, model);
export const growthChannelLabel = (channel: GrowthChannel) => labelOf(GROWTH_CHANNEL_OPTIONS, channel);

export function baseRate(count: number, of: number): BaseRate {
  return { count, of, rate: of === 0 ? null : count / of, smallSample: of < MIN_SAMPLE };
}

/** Linear interpolation between closest ranks, on sorted values. */
function quantile(sorted: number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const low = sorted[lower] ?? 0;
  const high = sorted[upper] ?? low;
  return Math.round(low + (high - low) * (position - lower));
}

/** Minimum, quartiles and maximum (whole dollars); null without values. */
export function spread(values: number[]): Spread | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    min: sorted[0] ?? 0,
    p25: quantile(sorted, 0.25),
    median: quantile(sorted, 0.5),
    p75: quantile(sorted, 0.75),
    max: sorted.at(-1) ?? 0,
    smallSample: sorted.length < MIN_SAMPLE,
  };
}

function breakdown<K extends string>(studies: MatchedStudy[], keyOf: (study: MatchedStudy) => K | null, label: (key: K) => string): OutcomeBreakdown<K>[] {
  const groups = new Map<K, { total: number; successes: number }>();
  for (const study of studies) {
    const key = keyOf(study);
    if (key === null) continue;
    const group = groups.get(key) ?? { total: 0, successes: 0 };
    group.total += 1;
    if (study.caseStudyType === 'success') group.successes += 1;
    groups.set(key, group);
  }
  const classified = [...groups.values()].reduce((sum, group) => sum + group.total, 0);
  return [...groups.entries()]
    .map(([key, group]) => ({ key, label: label(key), share: baseRate(group.total, classified), successRate: baseRate(group.successes, group.total) }))
    .sort((a, b) => b.share.count - a.share.count || b.successRate.count - a.successRate.count || a.key.localeCompare(b.key));
}

const link = (study: MatchedStudy): StudyLink => ({
  id: study.id,
  title: study.title,
  caseStudyType: study.caseStudyType,
  monthlyRevenue: study.monthlyRevenue,
  startingCosts: study.startingCosts,
});

/** The first sentence (or the first 240 characters) of a text. */
export function firstSentence(text: string): string {
  const trimmed = text.trim();
  const end = trimmed.search(/[.!?](\s|$)/);
  const sentence = end === -1 ? trimmed : trimmed.slice(0, end + 1);
  return sentence.length > 240 ? `${sentence.slice(0, 239).trimEnd()}…` : sentence;
}

/**
 * The signs that preceded the failures: failure signals of the tactics linked to failed studies,
 * and tags found on at least two failures, each with how often it appears among failures and
 * among successes (a sign as common in successes warns of nothing, so those are left out).
 */
export function warningSigns(studies: MatchedStudy[]): WarningSign[] {
  const failures = studies.filter((study) => study.caseStudyType === 'failure');
  const successes = studies.filter((study) => study.caseStudyType === 'success');
  const signs: WarningSign[] = [];
  const count = (list: MatchedStudy[], has: (study: MatchedStudy) => boolean) => list.filter(has).length;
  const candidates: { text: string; source: WarningSign['source']; has: (study: MatchedStudy) => boolean }[] = [
    ...[...new Set(failures.flatMap((study) => study.failureSignals))].map((text) => ({
      text,
      source: 'tactic_failure_signal' as const,
      has: (study: MatchedStudy) => study.failureSignals.includes(text),
    })),
    ...[...new Set(failures.flatMap((study) => study.tags))].map((tag) => ({ text: tag, source: 'failure_tag' as const, has: (study: MatchedStudy) => study.tags.includes(tag) })),
  ];
  for (const candidate of candidates) {
    const inFailures = count(failures, candidate.has);
    const inSuccesses = count(successes, candidate.has);
    if (candidate.source === 'failure_tag' && inFailures < 2) continue;
    const failureRate = inFailures / failures.length;
    const successRate = successes.length === 0 ? 0 : inSuccesses / successes.length;
    if (failureRate <= successRate) continue;
    signs.push({ text: candidate.text, source: candidate.source, failures: baseRate(inFailures, failures.length), successes: baseRate(inSuccesses, successes.length) });
  }
  return signs
    .sort((a, b) => b.failures.count - a.failures.count || a.successes.count - b.successes.count || a.text.localeCompare(b.text))
    .slice(0, 8);
}

/** Everything the validator says about one idea, from the studies that matched it (best match first). */
export function ideaEvidence(studies: MatchedStudy[]): IdeaEvidence {
  const successes = studies.filter((study) => study.caseStudyType === 'success');
  const failures = studies.filter((study) => study.caseStudyType === 'failure');
  return {
    matched: studies.length,
    successes: successes.slice(0, LISTED_MATCHES).map(link),
    failures: failures.slice(0, LISTED_MATCHES).map(link),
    successRate: baseRate(successes.length, studies.length),
    revenue: { successes: spread(successes.map((s) => s.monthlyRevenue)), failures: spread(failures.map((s) => s.monthlyRevenue)) },
    startingCosts: { successes: spread(successes.map((s) => s.startingCosts)), failures: spread(failures.map((s) => s.startingCosts)) },
    businessModels: breakdown(studies, (study) => study.businessModel, businessModelLabel),
    growthChannels: breakdown(studies, (study) => study.primaryGrowthChannel, growthChannelLabel),
    warningSigns: warningSigns(studies),
    lessons: failures
      .filter((study) => study.lessonsLearned?.trim())
      .slice(0, LISTED_MATCHES)
      .map((study) => ({ id: study.id, title: study.title, lesson: firstSentence(study.lessonsLearned ?? '') })),
  };
}

export type RemixCandidate = {
  /** Built from the two concepts and the model and channel the evidence points to. */
  title: string;
  businessModel: BusinessModel;
  growthChannel: GrowthChannel | null;
  /** Successes with this model among each concept's matches. */
  successesA: BaseRate;
  successesB: BaseRate;
  /** Successes with this model (and channel, when one is named) in either concept's matches. */
  examples: StudyLink[];
};

export type RemixEvidence = {
  a: IdeaEvidence;
  b: IdeaEvidence;
  /** Studies that matched both concepts. */
  overlap: StudyLink[];
  /** Models with at least one success among each concept's matches. */
  sharedModels: { key: BusinessModel; label: string; successesA: BaseRate; successesB: BaseRate }[];
  /** Channels with at least one success among each concept's matches. */
  sharedChannels: { key: GrowthChannel; label: string; successesA: BaseRate; successesB: BaseRate }[];
  candidates: RemixCandidate[];
};

function sharedSuccesses<K extends string>(a: MatchedStudy[], b: MatchedStudy[], keyOf: (study: MatchedStudy) => K | null, label: (key: K) => string) {
  const successCount = (list: MatchedStudy[], key: K) => list.filter((study) => study.caseStudyType === 'success' && keyOf(study) === key).length;
  const keys = [...new Set([...a, ...b].map(keyOf).filter((key): key is K => key !== null))];
  return keys
    .map((key) => ({ key, label: label(key), successesA: baseRate(successCount(a, key), a.length), successesB: baseRate(successCount(b, key), b.length) }))
    .filter((row) => row.successesA.count > 0 && row.successesB.count > 0)
    .sort((x, y) => y.successesA.count + y.successesB.count - (x.successesA.count + x.successesB.count) || x.key.localeCompare(y.key));
}

/**
 * Combines two concepts: each concept's evidence, the studies both matched, the models and
 * channels that produced successes for both, and candidate ideas pairing the concepts with a
 * shared model (and the channel its successes used most), strongest evidence first.
 */
export function remixEvidence(conceptA: string, conceptB: string, a: MatchedStudy[], b: MatchedStudy[]): RemixEvidence {
  const inB = new Set(b.map((study) => study.id));
  const sharedModels = sharedSuccesses(a, b, (study) => study.businessModel, businessModelLabel);
  const sharedChannels = sharedSuccesses(a, b, (study) => study.primaryGrowthChannel, growthChannelLabel);
  const byId = new Map([...a, ...b].map((study) => [study.id, study]));
  const all = [...byId.values()];
  const candidates = sharedModels.slice(0, REMIX_CANDIDATES).map((model): RemixCandidate => {
    const wins = all.filter((study) => study.caseStudyType === 'success' && study.businessModel === model.key);
    const channelCounts = new Map<GrowthChannel, number>();
    for (const study of wins) if (study.primaryGrowthChannel) channelCounts.set(study.primaryGrowthChannel, (channelCounts.get(study.primaryGrowthChannel) ?? 0) + 1);
    const channel = [...channelCounts.entries()].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))[0]?.[0] ?? null;
    return {
      title: `${conceptA} × ${conceptB} as ${model.label}${channel ? `, grown through ${growthChannelLabel(channel)}` : ''}`,
      businessModel: model.key,
      growthChannel: channel,
      successesA: model.successesA,
      successesB: model.successesB,
      examples: wins.filter((study) => channel === null || study.primaryGrowthChannel === channel).slice(0, 3).map(link),
    };
  });
  return {
    a: ideaEvidence(a),
    b: ideaEvidence(b),
    overlap: a.filter((study) => inB.has(study.id)).map(link),
    sharedModels,
    sharedChannels,
    candidates,
  };
}
