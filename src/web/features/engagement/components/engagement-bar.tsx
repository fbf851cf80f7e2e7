import type { ItemType } from '#shared/constants.ts';
import { cn } from '#web/lib/cn.ts';
import { useEngagement } from '../api/engagement-state.ts';
import { ITEM_NOUNS, itemPath } from '../lib/item-paths.ts';
import { BookmarkButton } from './bookmark-button.tsx';
import { ItemRating, RatingSummary } from './rating-prompt.tsx';
import { ShareButton } from './share-button.tsx';
import { VoteControl } from './vote-control.tsx';

type EngagementBarProps = {
  itemType: ItemType;
  itemId: string;
  /** The item's title, sent along when sharing. */
  title: string;
  /** Visitors see the counts; acting asks them to sign in and sends nothing. */
  isSignedIn: boolean;
  /** Adds the star rating to the bar (the tactic page's save/vote/star-rating bar). Default: on for tactics. */
  withRating?: boolean;
  className?: string;
};

/** Vote, bookmark and share controls for a case study or tactic, with the viewer's state read on load. */
export function EngagementBar({ itemType, itemId, title, isSignedIn, withRating = itemType === 'tactic', className }: EngagementBarProps) {
  const item = { itemType, itemId, isSignedIn };
  const state = useEngagement(item).data;
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-3', className)}>
      <VoteControl item={item} state={state} />
      <BookmarkButton item={item} state={state} />
      <ShareButton title={title} path={itemPath(itemType, itemId)} />
      {withRating && (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <ItemRating item={item} state={state} label={`Rate this ${ITEM_NOUNS[itemType]}`} size="sm" />
          {state && (
            <span className="text-sm text-muted-foreground">
              <RatingSummary state={state} compact />
            </span>
          )}
        </div>
      )}
    </div>
  );
}
