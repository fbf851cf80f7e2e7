/** The spec's not-found views, also the API's 404 messages (kept apart from the schemas: pages show them without zod). */
export const CONTENT_MESSAGES = {
  caseStudyNotFound: 'Case Study Not Found',
  tacticNotFound: 'Tactic Not Found',
} as const;
