/** The Structured Syllabus: a six-week bootcamp route through the academy's courses (by slug). */
export type SyllabusWeek = { week: number; title: string; topics: string[]; requiredCourses: string[] };

export const ACADEMY_SYLLABUS: readonly SyllabusWeek[] = [
  {
    week: 1,
    title: 'Find a problem worth solving',
    topics: ['Spotting problems people already pay to solve', 'Interviewing customers about past behaviour', 'Reading failure analyses in your niche'],
    requiredCourses: ['validate-before-you-build'],
  },
  {
    week: 2,
    title: 'Validate with money, not compliments',
    topics: ['Writing a one-page offer', 'Running a pre-sale', 'Deciding to build, pivot or drop'],
    requiredCourses: ['validate-before-you-build', 'why-startups-fail'],
  },
  {
    week: 3,
    title: 'Price and package your offer',
    topics: ['Choosing a value metric', 'Designing three tiers', 'Planning your first price increase'],
    requiredCourses: ['pricing-that-pays'],
  },
  {
    week: 4,
    title: 'Win your first customers',
    topics: ['Daily personal outreach', 'Earning attention in communities', 'Content that compounds'],
    requiredCourses: ['first-100-customers'],
  },
  {
    week: 5,
    title: 'Measure what matters',
    topics: ['MRR movements', 'Retention cohorts', 'Acquisition cost and payback'],
    requiredCourses: ['saas-metrics-that-matter'],
  },
  {
    week: 6,
    title: 'Scale a channel',
    topics: ['Finding one profitable campaign', 'Weekly creative testing', 'Scaling budgets without breaking unit economics'],
    requiredCourses: ['scaling-paid-acquisition'],
  },
];
