import { SearchPage } from '#web/features/search/components/search-page.tsx';

export function SearchRoute() {
  return <SearchPage />;
}
