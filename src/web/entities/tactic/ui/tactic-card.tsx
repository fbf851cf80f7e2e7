import { Link } from 'react-router';
import type { TacticCard as TacticCardData } from '#shared/schemas/content.ts';
import { ContentCover, tacticCover } from '#web/components/content-cover.tsx';
import { HighlightedText } from '#web/components/highlighted-text.tsx';
import { cn } from '#web/lib/cn.ts';
import { tacticPath } from '../model/paths.ts';

/** Cards show at most two success signals and two warning signs (member-area §9). */
const CARD_SIGNALS = 2;

export type TacticHighlights = NonNullable<TacticCardData['highlights']>;

/** A tactic as a card: category, name, two success signals and two warning signs; the whole card opens it. */
export function TacticCard({ tactic, highlights }: { tactic: TacticCardData; highlights?: TacticHighlights | undefined }) {
  return (
    <article className="group relative flex w-full flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-sm transition-all focus-within:ring-2 focus-within:ring-brand-500 hover:-translate-y-0.5 hover:shadow-md">
      <ContentCover {...tacticCover(tactic)} className="-mx-5 -mt-5 w-auto max-w-none overflow-hidden rounded-t-[11px]" />
      <h3 className="leading-snug font-semibold text-balance">
        <Link
          to={tacticPath(tactic.id)}
          className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-brand-700 dark:group-hover:text-brand-300"
        >
          <HighlightedText text={tactic.name} ranges={highlights?.name} />
        </Link>
      </h3>
      <p className="line-clamp-2 text-sm text-muted-foreground">
        <HighlightedText text={tactic.excerpt} ranges={highlights?.excerpt} />
      </p>
      <div className="mt-auto grid gap-3 text-sm">
        <Signals title="Success Signals" items={tactic.successSignals.slice(0, CARD_SIGNALS)} tone="success" />
        <Signals title="Warning Signs" items={tactic.failureSignals.slice(0, CARD_SIGNALS)} tone="warning" />
      </div>
    </article>
  );
}

function Signals({ title, items, tone }: { title: string; items: string[]; tone: 'success' | 'warning' }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className={cn('text-xs font-semibold', tone === 'success' ? 'text-emerald-700 dark:text-emerald-400' : 'text-amber-700 dark:text-amber-400')}>
        {title}
      </h4>
      <ul className="mt-1 flex flex-col gap-1">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-xs text-muted-foreground">
            <span aria-hidden="true" className={cn('mt-1.5 size-1.5 shrink-0 rounded-full', tone === 'success' ? 'bg-emerald-500' : 'bg-amber-500')} />
            <span className="line-clamp-2">{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
