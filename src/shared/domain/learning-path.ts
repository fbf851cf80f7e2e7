import { COURSE_LEVELS, type CourseLevel } from '../constants.ts';
import { BUSINESS_MODEL_OPTIONS, CONTINENT_OPTIONS } from '../filters.ts';

export type InterestKind = 'region' | 'business_model' | 'tactic_category';
export type Interest = { kind: InterestKind; value: string; weight: number };

export type PathCourse = { id: string; slug: string; title: string; summary: string; level: CourseLevel; topics: string[]; position: number; moduleCount: number; completedModules: number };
export type PathCaseStudy = { id: string; title: string; summary: string; continent: string | null; businessModel: string | null };

export type PathStep =
  | { kind: 'course'; course: PathCourse; reason: string }
  | { kind: 'case_study'; caseStudy: PathCaseStudy; reason: string };

/** Case studies placed after each course on the path. */
export const CASE_STUDIES_PER_COURSE = 2;

const LABELS: Record<string, string> = Object.fromEntries([...CONTINENT_OPTIONS, ...BUSINESS_MODEL_OPTIONS].map((o) => [o.value, o.label]));

/** A human name for an interest value: "Europe", "SaaS", "Acquisition". */
export function interestLabel(value: string): string {
  return LABELS[value] ?? value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');
}

const levelRank = (level: CourseLevel) => COURSE_LEVELS.indexOf(level);

/**
 * Orders the path: courses from beginner to advanced, within a level the ones closest to the
 * member's interests first (the sum of the weights of the interests among a course's topics),
 * each followed by the case studies that best match it, leftovers at the end.
 */
export function buildLearningPath(interests: Interest[], courses: PathCourse[], caseStudies: PathCaseStudy[]): PathStep[] {
  const weightOf = new Map(interests.map((interest) => [interest.value, interest.weight]));
  const courseScore = (course: PathCourse) => course.topics.reduce((sum, topic) => sum + (weightOf.get(topic) ?? 0), 0);
  const ordered = [...courses].sort(
    (a, b) => levelRank(a.level) - levelRank(b.level) || courseScore(b) - courseScore(a) || a.position - b.position,
  );
  const remaining = [...caseStudies];
  const steps: PathStep[] = [];
  for (const course of ordered) {
    const matched = course.topics.filter((topic) => weightOf.has(topic)).sort((a, b) => (weightOf.get(b) ?? 0) - (weightOf.get(a) ?? 0));
    steps.push({
      kind: 'course',
      course,
      reason: matched.length ? `Matches your interest in ${matched.slice(0, 2).map(interestLabel).join(' and ')}` : `A ${course.level} foundation for every founder`,
    });
    for (let placed = 0; placed < CASE_STUDIES_PER_COURSE; placed += 1) {
      const index = remaining.findIndex((study) => [study.businessModel, study.continent].some((value) => value !== null && course.topics.includes(value)));
      if (index < 0) break;
      const [study] = remaining.splice(index, 1);
      steps.push({ kind: 'case_study', caseStudy: study!, reason: caseStudyReason(study!, weightOf) });
    }
  }
  for (const study of remaining) steps.push({ kind: 'case_study', caseStudy: study, reason: caseStudyReason(study, weightOf) });
  return steps;
}

function caseStudyReason(study: PathCaseStudy, weightOf: Map<string, number>): string {
  const matched = [study.businessModel, study.continent].filter((value): value is string => value !== null && weightOf.has(value));
  return matched.length ? `Because you follow ${matched.map(interestLabel).join(' and ')}` : 'One of the most upvoted case studies';
}

/** Whole percent, 0 for nothing to do. */
export const percentOf = (done: number, total: number) => (total === 0 ? 0 : Math.floor((done / total) * 100));
