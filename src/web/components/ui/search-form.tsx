import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { SEARCH_MAX_LENGTH } from '#shared/filter-options.ts';
import { cn } from '#web/lib/cn.ts';
import { Button } from './button.tsx';

type SearchFormProps = {
  /** The text the box starts with; key the form by it so a new query resets the box. */
  query: string;
  onSearch: (text: string) => void;
  /** Accessible names of the form and of the text box (the form's unless given). */
  formLabel: string;
  inputLabel?: string;
  /** "Search tactics..." for a form named "Search tactics" unless given. */
  placeholder?: string;
  size?: 'default' | 'lg';
  /** Ignore a submit of blank text (otherwise blank text clears the search). */
  requireText?: boolean;
};

/**
 * A search box with its button; runs on Enter or the button. It is a GET form of its page's own
 * address (`?q=`, the page's other parameters kept, a new search from its first page), so a search
 * made before the app has started works as well (decision 075).
 */
export function SearchForm({ query, onSearch, formLabel, inputLabel = formLabel, placeholder = `${formLabel}...`, size = 'default', requireText = false }: SearchFormProps) {
  const [text, setText] = useState(query);
  const id = useId();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const kept = [...params].filter(([key]) => key !== 'q' && key !== 'page');
  const large = size === 'lg';
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (requireText && !text.trim()) return;
    onSearch(requireText ? text.trim() : text);
  }
  return (
    <form role="search" aria-label={formLabel} action={pathname} method="get" onSubmit={submit} className="flex min-w-0 flex-1 gap-2">
      {kept.map(([key, value], index) => (
        <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor={id} className="sr-only">
        {inputLabel}
      </label>
      <div className="relative min-w-0 flex-1">
        <Search
          className={cn('pointer-events-none absolute top-1/2 -translate-y-1/2 text-muted-foreground', large ? 'left-3.5 size-5' : 'left-3 size-4')}
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          name="q"
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          enterKeyHint="search"
          autoComplete="off"
          className={cn(
            'w-full border border-border bg-background pr-3 placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
            large ? 'h-12 rounded-lg pl-11 text-base' : 'h-10 rounded-md pl-9 text-sm',
          )}
        />
      </div>
      <Button type="submit" size={large ? 'lg' : 'default'} className={large ? 'h-12' : undefined}>
        Search
      </Button>
    </form>
  );
}
