/**
 * Fictional demo content written for Flightdeck: the full demo dataset, gathered for the seeder.
 */
import { failureCaseStudies } from './case-studies-failure.ts';
import { successCaseStudiesAmericas } from './case-studies-success-americas.ts';
import { successCaseStudiesAsiaPacific } from './case-studies-success-asia-pacific.ts';
import { successCaseStudiesEuropeAfrica } from './case-studies-success-europe-africa.ts';
import type { DemoCaseStudy } from './types.ts';

export { DEMO_TACTICS } from './tactics.ts';

export const DEMO_CASE_STUDIES: DemoCaseStudy[] = [
  ...successCaseStudiesAmericas,
  ...successCaseStudiesEuropeAfrica,
  ...successCaseStudiesAsiaPacific,
  ...failureCaseStudies,
];
