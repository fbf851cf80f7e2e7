import { describe, expect, it } from 'vitest';
import { caseStudyPageMeta, coursePageMeta, tacticPageMeta } from './content-meta.ts';
import type { CourseDetail } from './schemas/academy.ts';
import type { CaseStudyDetail, TacticDetail } from './schemas/content.ts';

describe("a content page's metadata, from the content drawn", () => {
  it('describes a case study as an Article, from its snippet, with its dates and business', () => {
    const study = {
      title: 'Kiln & Co: Pottery Classes That Sold Out',
      snippet: 'A studio that filled every evening class.',
      content: { introduction: 'Unused when there is a snippet.' },
      tags: ['pottery'],
      niche: ['crafts'],
      caseStudyType: 'failure',
      businessName: 'Kiln & Co',
      publishedAt: '2026-01-02T00:00:00.000Z',
      updatedAt: '2026-02-03T00:00:00.000Z',
    } as unknown as CaseStudyDetail;
    const meta = caseStudyPageMeta(study, '/case-studies/c1');
    expect(meta).toMatchObject({ title: study.title, description: study.snippet, path: '/case-studies/c1', type: 'article', keywords: ['pottery', 'crafts', 'failure analysis'] });
    expect(meta.jsonLd).toMatchObject({ '@type': 'Article', headline: study.title, datePublished: study.publishedAt, dateModified: study.updatedAt, about: { name: 'Kiln & Co' } });
  });

  it("cuts a tactic's description, without its markup, to 150 characters", () => {
    const tactic = { name: 'Referral loops', descriptionHtml: `<p>${'Ask happy customers to bring a friend. '.repeat(10)}</p>`, category: 'referral', tags: [], implementationTips: ['Reward both sides'] } as unknown as TacticDetail;
    const meta = tacticPageMeta(tactic, '/tactics/t1');
    expect(meta.description.length).toBeLessThanOrEqual(150);
    expect(meta.description).not.toContain('<');
    expect(meta.jsonLd).toMatchObject({ '@type': 'HowTo', name: 'Referral loops', step: [{ '@type': 'HowToStep', text: 'Reward both sides' }] });
  });

  it('describes a course as a Course, free or not', () => {
    const course = { title: 'Validate before you build', summary: 'Five interviews before a line of code.', courseType: 'course', level: 'beginner', isPro: true } as unknown as CourseDetail;
    expect(coursePageMeta(course, '/academy/validate').jsonLd).toMatchObject({ '@type': 'Course', educationalLevel: 'Beginner', isAccessibleForFree: false });
  });
});
