import { COURSE_LEVEL_LABELS, COURSE_TYPE_LABELS } from './constants.ts';
import type { CourseDetail } from './schemas/academy.ts';
import type { CaseStudyDetail, TacticDetail } from './schemas/content.ts';
import { stripHtml, TACTIC_DESCRIPTION_MAX, truncateText, type PageMeta } from './seo.ts';

/**
 * The search-engine and social-card metadata of pages that show one piece of content, made from
 * the answer the page's loader fetched for drawing it (decision 075): no second read for the head.
 */

const DESCRIPTION_MAX = 160;

export function caseStudyPageMeta(study: CaseStudyDetail, path: string): PageMeta {
  const description = truncateText(study.snippet || study.content.introduction, DESCRIPTION_MAX);
  return {
    title: study.title,
    description,
    keywords: [...study.tags, ...study.niche, study.caseStudyType === 'failure' ? 'failure analysis' : 'startup case study'],
    path,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: study.title,
      description,
      datePublished: study.publishedAt ?? undefined,
      dateModified: study.updatedAt,
      keywords: study.tags.join(', '),
      about: study.businessName ? { '@type': 'Organization', name: study.businessName } : undefined,
      publisher: { '@type': 'Organization', name: 'Flightdeck' },
    },
  };
}

export function tacticPageMeta(tactic: TacticDetail, path: string): PageMeta {
  const description = truncateText(stripHtml(tactic.descriptionHtml), TACTIC_DESCRIPTION_MAX);
  return {
    title: tactic.name,
    description,
    keywords: [tactic.category, 'growth tactic', ...tactic.tags],
    path,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'HowTo',
      name: tactic.name,
      description,
      step: tactic.implementationTips.map((tip) => ({ '@type': 'HowToStep', text: tip })),
    },
  };
}

export function coursePageMeta(course: CourseDetail, path: string): PageMeta {
  const description = truncateText(course.summary, DESCRIPTION_MAX);
  return {
    title: course.title,
    description,
    keywords: [COURSE_TYPE_LABELS[course.courseType].toLowerCase(), COURSE_LEVEL_LABELS[course.level].toLowerCase(), 'founder course', 'startup academy'],
    path,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: course.title,
      description,
      educationalLevel: COURSE_LEVEL_LABELS[course.level],
      isAccessibleForFree: !course.isPro,
      provider: { '@type': 'Organization', name: 'Flightdeck' },
    },
  };
}
