/** Where a case study is read. */
export const caseStudyPath = (id: string) => `/case-studies/${id}`;
