import { BROWSE_PAGE_SIZE, caseStudyBrowseQuerySchema, type CaseStudyBrowseQuery } from '#shared/filters.ts';

/** Everything the browse page shows: the filters, search text, sort and page, as in the URL. */
export type BrowseState = CaseStudyBrowseQuery;
export type BrowseKey = keyof BrowseState;
/** The filters of the sidebar (everything but search text, sort and page). */
export type FilterKey = Exclude<BrowseKey, 'q' | 'sort' | 'page'>;

const shape = caseStudyBrowseQuerySchema.shape;

/** The order parameters appear in the URL (and in the API request). */
const KEYS = Object.keys(shape) as BrowseKey[];

export const FILTER_KEYS = KEYS.filter((key): key is FilterKey => key !== 'q' && key !== 'sort' && key !== 'page');
export const ADVANCED_FILTER_KEYS = ['teamSize', 'customerType', 'niche', 'continent', 'country', 'involvement', 'businessAge'] as const satisfies readonly FilterKey[];

export const DEFAULT_BROWSE_STATE: BrowseState = caseStudyBrowseQuerySchema.parse({});

/** Whether a value is what the page shows when the parameter is absent. */
function isDefault(key: BrowseKey, value: unknown): boolean {
  if (value === undefined || value === '') return true;
  return DEFAULT_BROWSE_STATE[key] === value;
}

/**
 * Reads the browse state from a URL. Each parameter is checked on its own, so one stale or
 * hand-edited value falls back to its default instead of discarding the whole view.
 */
export function parseBrowseParams(params: URLSearchParams): BrowseState {
  const state: Record<string, unknown> = { ...DEFAULT_BROWSE_STATE };
  for (const key of KEYS) {
    const raw = params.get(key);
    if (raw === null) continue;
    const parsed = shape[key].safeParse(raw);
    if (parsed.success) state[key] = parsed.data;
  }
  const result = state as BrowseState;
  if (result.q === '') delete result.q;
  return normalize(result);
}

/**
 * What is wrong with the URL's parameters, in the API's words ("Unknown business model"), so
 * the page can say a hand-edited or stale value was not applied instead of ignoring it silently.
 */
export function invalidBrowseParams(params: URLSearchParams): string[] {
  const problems: string[] = [];
  for (const key of KEYS) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const parsed = shape[key].safeParse(raw);
    if (!parsed.success) problems.push(parsed.error.issues[0]?.message ?? `Unknown ${key}`);
  }
  return problems;
}

/** Starting costs only mean something for bootstrapped companies. */
function normalize(state: BrowseState): BrowseState {
  if (state.capitalResources !== 'bootstrapped' && state.startingCosts !== 'all') return { ...state, startingCosts: 'all' };
  return state;
}

/** The URL parameters for a browse state, defaults left out so URLs stay short and shareable. */
export function toBrowseParams(state: BrowseState): URLSearchParams {
  const params = new URLSearchParams();
  const normalized = normalize(state);
  for (const key of KEYS) {
    const value = normalized[key];
    if (isDefault(key, value)) continue;
    params.set(key, String(value));
  }
  return params;
}

/** A filter changed: back to page 1; leaving "bootstrapped" also clears the starting-costs band. */
export function withFilter<K extends FilterKey>(state: BrowseState, key: K, value: BrowseState[K]): BrowseState {
  const next: BrowseState = { ...state, [key]: value, page: 1 };
  return normalize(next);
}

/** New search text: back to page 1. */
export function withSearch(state: BrowseState, q: string): BrowseState {
  const text = q.trim();
  const next: BrowseState = { ...state, page: 1 };
  if (text) next.q = text;
  else delete next.q;
  return next;
}

export function withSort(state: BrowseState, sort: BrowseState['sort']): BrowseState {
  return { ...state, sort, page: 1 };
}

export function withPage(state: BrowseState, page: number): BrowseState {
  return { ...state, page: Math.max(1, Math.trunc(page)) };
}

/** Clears every filter and the search text, keeping the chosen sort order. */
export function clearedFilters(state: BrowseState): BrowseState {
  return { ...DEFAULT_BROWSE_STATE, sort: state.sort };
}

/** How many sidebar filters differ from their defaults (shown on the phone "Filters" button). */
export function activeFilterCount(state: BrowseState): number {
  return FILTER_KEYS.filter((key) => !isDefault(key, state[key])).length;
}

export function hasAdvancedFilters(state: BrowseState): boolean {
  return ADVANCED_FILTER_KEYS.some((key) => !isDefault(key, state[key]));
}

/** The API takes the same parameters as the page URL. */
export function toApiQuery(state: BrowseState, pageSize: number = BROWSE_PAGE_SIZE): string {
  const params = toBrowseParams(state);
  if (pageSize !== BROWSE_PAGE_SIZE) params.set('pageSize', String(pageSize));
  return params.toString();
}

const count = new Intl.NumberFormat('en-US');

/** A total as shown: "2,400+" when more match than the API counted. */
export function totalText(total: number, capped = false): string {
  return `${count.format(total)}${capped ? '+' : ''}`;
}

/** "Showing 1–12 of 63 case studies" (en dash); null when there is nothing to show. */
export function showingText({
  page,
  pageSize,
  total,
  shown,
  capped = false,
}: {
  page: number;
  pageSize: number;
  total: number;
  shown: number;
  capped?: boolean;
}): string | null {
  if (total <= 0 || shown <= 0) return null;
  if (total === 1 && !capped) return 'Showing 1 of 1 case study';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(first + shown - 1, total);
  return `Showing ${count.format(first)}–${count.format(last)} of ${totalText(total, capped)} case studies`;
}
