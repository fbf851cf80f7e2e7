import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { addEntry } from '../lib/entries.ts';

type Props = {
  label: string;
  entries: string[];
  onChange: (entries: string[]) => void;
  placeholder?: string;
  error?: string;
  required?: boolean;
  /** Names the remove buttons, e.g. "Remove region tag Europe". */
  itemName: string;
};

/**
 * A list of short entries (region tags, signals, niches, tags): Enter or the plus button adds the
 * typed entry, trimmed; blanks and repeats are ignored; each chip can be removed.
 */
export function EntryListInput({ label, entries, onChange, placeholder, error, required, itemName }: Props) {
  const [draft, setDraft] = useState('');
  const id = useId();
  const errorId = `${id}-error`;
  const add = () => {
    onChange(addEntry(entries, draft));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        {label}
        {required ? ' *' : ''}
      </Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="button" variant="outline" size="icon" onClick={add} aria-label={`Add ${itemName}`}>
          <Plus className="size-4" aria-hidden="true" />
        </Button>
      </div>
      {entries.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={label}>
          {entries.map((entry) => (
            <li key={entry} className="inline-flex items-center gap-1 rounded-full border border-border bg-muted px-3 py-1 text-sm">
              {entry}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                onClick={() => onChange(entries.filter((item) => item !== entry))}
                aria-label={`Remove ${itemName} ${entry}`}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
