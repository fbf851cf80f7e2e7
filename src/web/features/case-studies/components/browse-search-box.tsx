import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { SEARCH_MAX_LENGTH } from '#shared/filters.ts';
import { Button } from '#web/components/ui/button.tsx';

/**
 * Search text for the browse view, applied on Enter or the button. Give it `key={query}` so a
 * new query in the URL (Back, Clear all filters) resets the box.
 */
export function BrowseSearchBox({ query, onSearch }: { query: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(query);
  const id = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text);
  }
  return (
    <form role="search" aria-label="Search case studies" onSubmit={submit} className="flex min-w-0 flex-1 gap-2">
      <label htmlFor={id} className="sr-only">
        Search case studies
      </label>
      <div className="relative min-w-0 flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <input
          id={id}
          type="search"
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search case studies..."
          enterKeyHint="search"
          autoComplete="off"
          className="h-10 w-full rounded-md border border-border bg-background pr-3 pl-9 text-sm placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        />
      </div>
      <Button type="submit">Search</Button>
    </form>
  );
}
