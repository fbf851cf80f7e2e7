import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { cn } from '#web/lib/cn.ts';

export const SEARCH_PLACEHOLDER = 'Search case studies, ideas...';

/** The header search box: submitting opens /search with the query. */
export function HeaderSearch({ className, onSearch }: { className?: string; onSearch?: () => void }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  // Only the search page's own query belongs in the header box (other pages use q for themselves).
  const [query, setQuery] = useState(() => (pathname === '/search' ? (params.get('q') ?? '') : ''));
  const inputId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    navigate(`/search?${new URLSearchParams({ q }).toString()}`);
    onSearch?.();
  }

  return (
    // action: the server-rendered landing page submits the form without the app's script.
    <form role="search" action="/search" onSubmit={submit} className={cn('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        Search
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <input
        id={inputId}
        type="search"
        name="q"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full rounded-full border border-border bg-muted/60 pr-4 pl-9 text-sm placeholder:text-muted-foreground transition-colors hover:bg-muted focus-visible:border-brand-500 focus-visible:bg-background focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none"
      />
    </form>
  );
}
