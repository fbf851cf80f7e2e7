/**
 * Every path the web app renders. The server answers other paths with the app's
 * not-found page and a 404 status, so crawlers and tools see the truth.
 */
const APP_PATH_PATTERNS: RegExp[] = [
  /^\/$/,
  /^\/auth$/,
  /^\/reset-password$/,
  /^\/case-studies$/,
  /^\/case-studies\/[^/]+$/,
  /^\/tactics$/,
  /^\/tactics\/[^/]+$/,
  /^\/search$/,
  /^\/(pricing|upgrade|profile|dashboard|ideas|academy|build|community|submit|analytics|advanced-analytics)$/,
  /^\/(about|advertise|contact|privacy-policy|terms-of-service|data-deletion|privacy-request)$/,
  /^\/academy\/[^/]+$/,
  /^\/(bootcamps|learning-path|mentor|share-your-story)$/,
  /^\/gigs(\/[^/]+)?$/,
  /^\/admin\/gigs$/,
  /^\/challenges$/,
  /^\/(cofounders|admin\/cofounders)$/,
  /^\/tools\/name-generator$/,
  /^\/account\/(profile|subscription)$/,
  /^\/account\/invoices\/[^/]+$/,
  /^\/members\/[^/]+$/,
  /^\/checkout(\/[^/]+)?$/,
  /^\/admin(\/(users|analytics|settings|quests|cases|cases\/new|cases\/import|cases\/edit\/[^/]+|requests|billing|audit|waitlist|syllabus|stories|challenges))?$/,
  /^\/submissions\/(case-study|tactic)\/[^/]+$/,
];

export function isKnownAppPath(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return APP_PATH_PATTERNS.some((pattern) => pattern.test(normalized));
}
