// Shapes of the JSON columns, shared by the database schema, the API and the web app.

/** A named figure of a case study ("mrr" -> 12000, "churn" -> "3%"). */
export type CaseStudyMetrics = Record<string, number | string>;

/** case_studies.content_structure: the member-facing story sections. */
export type CaseStudyContent = {
  introduction: string;
  problem: string;
  solution: string;
  /** Staff-written studies carry a summary; member submissions may not. */
  summary?: string;
  metrics: CaseStudyMetrics;
};

/** case_studies.metrics_snapshot: numeric figures for the Business Metrics panel. */
export type MetricsSnapshot = Record<string, number>;

/** case_studies.key_decisions. */
export type KeyDecisions = {
  first_investment: string;
  first_hire: string;
  major_pivot: string;
};

/** user_actions.action_metadata: what the action was about, for the notification text and link. */
export type UserActionMetadata = {
  caseStudyId?: string;
  tacticId?: string;
  discussionId?: string;
  /** Title of the case study, tactic or discussion at the time of the action. */
  title?: string;
  rating?: number;
  [key: string]: unknown;
};

/** user_behavior_events.event_data: free-form details of the event (time_spent, element, query...). */
export type BehaviorEventData = Record<string, unknown>;

/** One rejected row of a bulk import; row is 1-based, counting data rows after the header. */
export type ImportRowError = { row: number; message: string };
