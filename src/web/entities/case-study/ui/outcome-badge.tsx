import { TrendingDown, TrendingUp } from 'lucide-react';
import { CASE_STUDY_TYPE_LABELS, type CaseStudyType } from '#shared/constants.ts';
import { cn } from '#web/lib/cn.ts';

const PILL = 'rounded-full font-bold tracking-wider text-white uppercase';

const LOOKS = {
  /** On a cover picture. */
  cover: `${PILL} inline-flex items-center px-2.5 py-1 text-[0.7rem] shadow-sm`,
  /** Beside a title in a card or a list row. */
  compact: `${PILL} px-2 py-0.5 text-[0.65rem]`,
  /** Inline with running text. */
  text: 'font-semibold',
  /** In a study's heading, with a trend arrow and the long label. */
  trend: 'inline-flex items-center gap-1.5 font-medium',
} as const;

export type OutcomeBadgeLook = keyof typeof LOOKS;

const colour = (type: CaseStudyType, look: OutcomeBadgeLook) => {
  const success = type === 'success';
  if (look === 'cover' || look === 'compact') return success ? 'bg-emerald-700' : 'bg-red-600';
  return success ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400';
};

/** Whether a case study tells a success or a failure, drawn the same way wherever a study appears. */
export function OutcomeBadge({ type, look = 'compact', className }: { type: CaseStudyType; look?: OutcomeBadgeLook; className?: string }) {
  if (look === 'trend') {
    const Icon = type === 'success' ? TrendingUp : TrendingDown;
    return (
      <span className={cn(LOOKS.trend, colour(type, look), className)}>
        <Icon className="size-4" aria-hidden="true" />
        {CASE_STUDY_TYPE_LABELS[type]}
      </span>
    );
  }
  return <span className={cn(LOOKS[look], colour(type, look), className)}>{type === 'success' ? 'Success' : 'Failure'}</span>;
}
