import { describe, expect, it } from 'vitest';
import { PAGE_LIMIT_MESSAGE } from '#shared/filters.ts';
import {
  activeFilterCount,
  invalidBrowseParams,
  clearedFilters,
  DEFAULT_BROWSE_STATE,
  parseBrowseParams,
  showingText,
  toApiQuery,
  toBrowseParams,
  withFilter,
  withPage,
  withSearch,
  withSort,
} from './browse-params.ts';

const parse = (query: string) => parseBrowseParams(new URLSearchParams(query));
const serialize = (state: ReturnType<typeof parse>) => toBrowseParams(state).toString();

describe('browse state in the URL', () => {
  it('reads an empty URL as the defaults and writes the defaults as an empty URL', () => {
    expect(parse('')).toEqual(DEFAULT_BROWSE_STATE);
    expect(serialize(DEFAULT_BROWSE_STATE)).toBe('');
  });

  it('round-trips every kind of parameter, leaving defaults out', () => {
    const query =
      'q=coffee&businessStage=growth&businessModel=saas&growthChannel=seo&capitalResources=bootstrapped&startingCosts=under1k' +
      '&caseStudyType=failure&teamSize=solo&customerType=b2b&niche=Food+%26+Beverage&continent=europe&country=Germany' +
      '&involvement=side&businessAge=new&sort=revenue&page=3';
    const state = parse(query);
    expect(state).toMatchObject({ q: 'coffee', niche: 'Food & Beverage', country: 'Germany', page: 3, sort: 'revenue', startingCosts: 'under1k' });
    expect(serialize(state)).toBe(query);
    expect(parse(serialize(state))).toEqual(state);
  });

  it('omits values equal to their defaults even when the URL spells them out', () => {
    expect(serialize(parse('businessModel=all&teamSize=any&sort=newest&page=1&q=%20%20'))).toBe('');
  });

  it('falls back to the default for an unknown value, keeping the others', () => {
    const state = parse('businessModel=crypto&growthChannel=seo&page=zero&country=Atlantis');
    expect(state.businessModel).toBe('all');
    expect(state.growthChannel).toBe('seo');
    expect(state.page).toBe(1);
    expect(state.country).toBeUndefined();
  });

  it('keeps Starting Costs only for bootstrapped capital', () => {
    expect(parse('startingCosts=under1k').startingCosts).toBe('all');
    expect(parse('capitalResources=funded&startingCosts=over10k').startingCosts).toBe('all');
    expect(serialize({ ...DEFAULT_BROWSE_STATE, capitalResources: 'funded', startingCosts: 'over10k' })).toBe('capitalResources=funded');
    expect(serialize(parse('capitalResources=bootstrapped&startingCosts=1k-10k'))).toBe('capitalResources=bootstrapped&startingCosts=1k-10k');
  });

  it('uses the same parameters for the API, adding a page size only when it differs', () => {
    const state = parse('businessModel=saas&page=2');
    expect(toApiQuery(state)).toBe('businessModel=saas&page=2');
    expect(toApiQuery(state, 6)).toBe('businessModel=saas&page=2&pageSize=6');
  });
});

describe('changing the view', () => {
  const onPage4 = parse('capitalResources=bootstrapped&startingCosts=under1k&page=4');

  it('goes back to page 1 when a filter, the search text or the sort changes', () => {
    expect(withFilter(onPage4, 'businessModel', 'saas').page).toBe(1);
    expect(withSearch(onPage4, 'coffee').page).toBe(1);
    expect(withSort(onPage4, 'most_voted').page).toBe(1);
    expect(withPage(onPage4, 5).page).toBe(5);
  });

  it('resets Starting Costs when capital changes away from bootstrapped', () => {
    expect(withFilter(onPage4, 'capitalResources', 'funded')).toMatchObject({ capitalResources: 'funded', startingCosts: 'all' });
    expect(withFilter(onPage4, 'capitalResources', 'all').startingCosts).toBe('all');
    expect(withFilter(onPage4, 'businessModel', 'saas').startingCosts).toBe('under1k');
  });

  it('drops blank search text', () => {
    expect(withSearch(parse('q=old'), '   ').q).toBeUndefined();
    expect(withSearch(DEFAULT_BROWSE_STATE, '  coffee ').q).toBe('coffee');
  });

  it('clears filters and search but keeps the sort order', () => {
    const busy = parse('q=x&businessModel=saas&niche=Real+Estate&sort=revenue&page=2');
    expect(activeFilterCount(busy)).toBe(2);
    expect(serialize(clearedFilters(busy))).toBe('sort=revenue');
  });
});

describe('showingText', () => {
  it('shows the range and the real total with an en dash', () => {
    expect(showingText({ page: 1, pageSize: 12, total: 63, shown: 12 })).toBe('Showing 1–12 of 63 case studies');
    expect(showingText({ page: 6, pageSize: 12, total: 63, shown: 3 })).toBe('Showing 61–63 of 63 case studies');
    expect(showingText({ page: 2, pageSize: 12, total: 5_063, shown: 12 })).toBe('Showing 13–24 of 5,063 case studies');
  });

  it('says nothing when there is nothing to show (the empty state speaks instead)', () => {
    expect(showingText({ page: 1, pageSize: 12, total: 0, shown: 0 })).toBeNull();
    expect(showingText({ page: 9, pageSize: 12, total: 63, shown: 0 })).toBeNull();
  });

  it('uses the singular for one case study', () => {
    expect(showingText({ page: 1, pageSize: 12, total: 1, shown: 1 })).toBe('Showing 1 of 1 case study');
  });
});

describe('values a link carries that cannot be applied', () => {
  it('names each one in the API\'s words instead of ignoring it silently', () => {
    expect(invalidBrowseParams(new URLSearchParams('businessModel=crypto&sort=newest&page=201'))).toEqual(['Unknown business model', PAGE_LIMIT_MESSAGE]);
    expect(invalidBrowseParams(new URLSearchParams('businessModel=saas'))).toEqual([]);
  });

  it('shows a counted-up-to total with a plus', () => {
    expect(showingText({ page: 2, pageSize: 12, total: 2_400, shown: 12, capped: true })).toBe('Showing 13–24 of 2,400+ case studies');
  });
});
