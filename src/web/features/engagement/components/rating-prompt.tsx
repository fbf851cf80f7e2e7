import { toast } from 'sonner';
import type { ItemType } from '#shared/constants.ts';
import type { EngagementState } from '#shared/schemas/engagement.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { useEngagement, type EngagementItem } from '../api/engagement-state.ts';
import { useRatingMutation } from '../api/rating.ts';
import { formatAverage, ratingCountLabel } from '../lib/engagement-state.ts';
import { ITEM_NOUNS } from '../lib/item-paths.ts';
import { RATING_MESSAGES } from '../lib/messages.ts';
import { StarRating } from './star-rating.tsx';

type RatingPromptProps = {
  itemType: ItemType;
  itemId: string;
  isSignedIn: boolean;
  className?: string;
};

/** "Rate this case study": five stars holding the viewer's rating, and the average with its count. */
export function RatingPrompt({ itemType, itemId, isSignedIn, className }: RatingPromptProps) {
  const item = { itemType, itemId, isSignedIn };
  const state = useEngagement(item).data;
  const label = `Rate this ${ITEM_NOUNS[itemType]}`;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <p className="text-sm font-medium">{label}</p>
      <ItemRating item={item} state={state} label={label} size="md" />
      {state ? (
        <p className="text-sm text-muted-foreground">
          {state.viewerRating !== null ? `Your rating: ${state.viewerRating} of 5. ` : isSignedIn ? 'Choose a star to rate it. ' : ''}
          <RatingSummary state={state} />
        </p>
      ) : (
        <Skeleton className="h-5 w-40" />
      )}
    </div>
  );
}

/** Stars wired to the rating endpoint; visitors are asked to sign in and nothing is sent. */
export function ItemRating({ item, state, label, size }: { item: EngagementItem; state: EngagementState | undefined; label: string; size: 'sm' | 'md' }) {
  const rating = useRatingMutation(item);

  function choose(value: number) {
    if (!item.isSignedIn) {
      toast.error(RATING_MESSAGES.loginRequired);
      return;
    }
    if (!state) return;
    rating.mutate(value);
  }

  return <StarRating value={state?.viewerRating ?? null} onChange={choose} label={label} size={size} disabled={item.isSignedIn && !state} />;
}

/** "4.3 average from 12 ratings", or "No ratings yet". */
export function RatingSummary({ state, compact = false }: { state: EngagementState; compact?: boolean }) {
  if (state.ratingCount === 0) return <span>No ratings yet</span>;
  if (compact) {
    return (
      <span>
        <span className="font-semibold text-foreground">{formatAverage(state.averageRating)}</span> ({ratingCountLabel(state.ratingCount)})
      </span>
    );
  }
  return (
    <span>
      Average <span className="font-semibold text-foreground">{formatAverage(state.averageRating)}</span> from {ratingCountLabel(state.ratingCount)}.
    </span>
  );
}
