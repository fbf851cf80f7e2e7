/**
 * What the rest of the server may use of search/ (decision 084): the instance's catalog search
 * (`ServingSearch`: pick a list's or a search's page, read and keep the browse index current,
 * say what answers for the health check), the early pick a list makes from the index before its
 * one statement, the parse of a search, the change log's question, the list filters, the case
 * studies closest to a text, and the cards an instance holds beside its index. ESLint refuses
 * imports of any other file of search/ from outside it.
 */
export { ServingSearch, type PickedPage, type SearchIndexMode } from './catalog-search.ts';
export { earlyPickHeld, pickEarly } from './memory-search.ts';
export { sortedPage, sortKeys } from './postgres-search.ts';
export { parsedQuery, parseTsquery, type ParsedQuery } from './browse-index/text-query.ts';
export type { KnownIndex } from './browse-index/browse-index.ts';
export type { HeldCard } from './browse-index/card-store.ts';
export { changedSinceSeen, seenParameters, unseenRows, type Seen } from './browse-index/change-log.ts';
export { caseStudyConditions, caseStudyTextMatch, type CaseStudyListFilters, type CaseStudyOrder, type TextMatch } from './case-study-conditions.ts';
export { allowTypos, ideaWords, linkedTactics, matchStudies, type LinkedTactic } from './case-study-matches.ts';
