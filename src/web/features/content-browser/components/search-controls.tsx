import { Search, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { SEARCH_MAX_LENGTH } from '#shared/filters.ts';
import { ToggleChip } from '#web/components/toggle-chip.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { searchDraftReducer, toApplied, type AppliedSearch, type SearchAction, type SearchDraft } from '../lib/search-state.ts';

export type ChipOption = { value: string; label: string };

/** Chips shown before "More": the facets come most-used first. */
export const VISIBLE_CHIPS = 10;

/**
 * A tab's search: Enter or Search runs it, a chip runs it as soon as it is toggled, and Clear
 * resets the text and chips and shows everything again.
 */
export function SearchControls({
  label,
  placeholder,
  chipsLabel,
  options,
  onSearch,
}: {
  label: string;
  placeholder: string;
  chipsLabel: string;
  options: readonly ChipOption[];
  onSearch: (search: AppliedSearch) => void;
}) {
  const [draft, setDraft] = useState<SearchDraft>({ text: '', chips: [] });
  const [expanded, setExpanded] = useState(false);
  // Chosen chips stay visible even when the list is collapsed.
  const visible = expanded ? options : options.filter((option, index) => index < VISIBLE_CHIPS || draft.chips.includes(option.value));
  const hidden = options.length - visible.length;
  const inputId = useId();
  const chipsId = useId();

  function apply(action: SearchAction, run: boolean) {
    const next = searchDraftReducer(draft, action);
    setDraft(next);
    if (run) onSearch(toApplied(next));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(toApplied(draft));
  }

  return (
    <div className="flex flex-col gap-3">
      <form role="search" aria-label={label} onSubmit={submit} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <div className="relative min-w-0 flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <input
            id={inputId}
            type="text"
            value={draft.text}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(event) => apply({ type: 'type', text: event.target.value }, false)}
            placeholder={placeholder}
            enterKeyHint="search"
            autoComplete="off"
            className="h-10 w-full rounded-md border border-border bg-background pr-3 pl-9 text-sm placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" className="sm:hidden" />
          <span className="max-sm:sr-only">Search</span>
        </Button>
        <Button type="button" variant="outline" onClick={() => apply({ type: 'clear' }, true)}>
          <X aria-hidden="true" />
          <span className="max-sm:sr-only">Clear</span>
        </Button>
      </form>
      {options.length > 0 && (
        <div role="group" aria-labelledby={chipsId} className="flex flex-wrap items-center gap-2">
          <span id={chipsId} className="mr-1 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
            {chipsLabel}
          </span>
          {visible.map((option) => (
            <ToggleChip key={option.value} selected={draft.chips.includes(option.value)} onToggle={() => apply({ type: 'toggle', chip: option.value }, true)}>
              {option.label}
            </ToggleChip>
          ))}
          {(expanded || hidden > 0) && (
            <button
              type="button"
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
              className="inline-flex h-8 items-center rounded-full px-2 text-xs font-semibold text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-brand-300"
            >
              {expanded ? 'Fewer' : `${hidden} more`}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
