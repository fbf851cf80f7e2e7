import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { SEARCH_MAX_LENGTH } from '#shared/filters.ts';
import { Button } from '#web/components/ui/button.tsx';

/** The search page's own box, prefilled with the current query. Key it by the query to reset. */
export function SearchForm({ query, onSearch }: { query: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(query);
  const id = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = text.trim();
    if (q) onSearch(q);
  }
  return (
    <form role="search" aria-label="Search Flightdeck" onSubmit={submit} className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        Search case studies and growth tactics
      </label>
      <div className="relative min-w-0 flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <input
          id={id}
          type="search"
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search case studies and growth tactics..."
          enterKeyHint="search"
          autoComplete="off"
          className="h-12 w-full rounded-lg border border-border bg-background pr-3 pl-11 text-base placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        />
      </div>
      <Button type="submit" size="lg" className="h-12">
        Search
      </Button>
    </form>
  );
}
