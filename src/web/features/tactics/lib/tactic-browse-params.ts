import type { TacticCategory } from '#shared/constants.ts';
import { tacticListQuerySchema, type TacticSort } from '#shared/schemas/content.ts';

/** The tactics index's view, as kept in the page URL. */
export type TacticBrowseState = { q?: string; categories: TacticCategory[]; sort?: TacticSort; page: number };

const shape = tacticListQuerySchema.shape;

/** Reads the URL; a value the API would refuse is left out (the page then shows everything). */
export function parseTacticBrowseParams(params: URLSearchParams): TacticBrowseState {
  const q = shape.q.safeParse(params.get('q') ?? undefined);
  const categories = shape.categories.safeParse(params.get('categories') ?? undefined);
  const sort = shape.sort.safeParse(params.get('sort') ?? undefined);
  const page = shape.page.safeParse(params.get('page') ?? undefined);
  return {
    q: q.success && q.data ? q.data : undefined,
    categories: categories.success ? [...new Set(categories.data)] : [],
    sort: sort.success ? sort.data : undefined,
    page: page.success ? page.data : 1,
  };
}

/** The URL's (and the API's) query string: only what differs from the defaults. */
export function toTacticBrowseParams(state: TacticBrowseState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.categories.length > 0) params.set('categories', state.categories.join(','));
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** "Showing 13–24 of 48 tactics", or null when nothing is shown. */
export function tacticShowingText({ page, pageSize, total, shown }: { page: number; pageSize: number; total: number; shown: number }): string | null {
  if (total <= 0 || shown <= 0) return null;
  if (total === 1) return 'Showing 1 of 1 tactic';
  const first = (page - 1) * pageSize + 1;
  return `Showing ${first}–${first + shown - 1} of ${total} tactics`;
}
