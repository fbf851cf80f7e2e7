import { Star } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { RATING_MIN } from '#shared/constants.ts';
import { cn } from '#web/lib/cn.ts';
import { STAR_VALUES, starLabel } from '../lib/engagement-state.ts';

type StarRatingProps = {
  /** The viewer's rating (filled stars), or null. */
  value: number | null;
  onChange: (value: number) => void;
  /** Names the group, e.g. "Rate this case study". */
  label: string;
  size?: 'sm' | 'md';
  disabled?: boolean;
  className?: string;
};

const SIZES = {
  sm: { button: 'size-8', icon: 'size-5' },
  md: { button: 'size-10', icon: 'size-7' },
} as const;

/**
 * Five stars as a radio group with one tab stop. Arrow keys, Home and End move between the
 * stars; Enter or Space chooses one. Choosing sends a rating, so moving alone does not.
 */
export function StarRating({ value, onChange, label, size = 'md', disabled = false, className }: StarRatingProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabStop = focused ?? value ?? RATING_MIN;
  const shown = hovered ?? value ?? 0;

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const last = STAR_VALUES.length;
    const current = tabStop;
    const target =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? (current % last) + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? ((current + last - 2) % last) + 1
          : event.key === 'Home'
            ? 1
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    setFocused(target);
    buttons.current[target - 1]?.focus();
  }

  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled || undefined}
      className={cn('inline-flex items-center', className)}
      onKeyDown={moveFocus}
      onMouseLeave={() => setHovered(null)}
    >
      {STAR_VALUES.map((star) => {
        const filled = star <= shown;
        return (
          <button
            key={star}
            ref={(element) => {
              buttons.current[star - 1] = element;
            }}
            type="button"
            role="radio"
            aria-checked={value === star}
            aria-label={starLabel(star)}
            title={starLabel(star)}
            tabIndex={star === tabStop ? 0 : -1}
            disabled={disabled}
            onClick={() => {
              // The stars then show the rating itself (for a visitor: still none), not the hover.
              setHovered(null);
              onChange(star);
            }}
            onMouseEnter={() => setHovered(star)}
            onFocus={() => setFocused(star)}
            onBlur={() => setFocused(null)}
            className={cn(
              'inline-flex items-center justify-center rounded-md transition-transform focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none enabled:hover:scale-110 disabled:opacity-50',
              SIZES[size].button,
            )}
          >
            <Star
              aria-hidden="true"
              className={cn(
                SIZES[size].icon,
                filled ? 'fill-amber-400 text-amber-600 dark:fill-amber-300 dark:text-amber-300' : 'fill-transparent text-slate-500 dark:text-slate-400',
              )}
            />
          </button>
        );
      })}
    </div>
  );
}
