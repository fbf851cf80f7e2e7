import { Bookmark } from 'lucide-react';
import { toast } from 'sonner';
import type { EngagementState } from '#shared/schemas/engagement.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { useBookmarkMutation } from '../api/bookmark.ts';
import type { EngagementItem } from '../api/engagement-state.ts';
import { BOOKMARK_MESSAGES } from '../lib/messages.ts';

export function BookmarkButton({ item, state }: { item: EngagementItem; state: EngagementState | undefined }) {
  const bookmark = useBookmarkMutation(item);
  const bookmarked = state?.bookmarked ?? false;
  const label = bookmarked ? 'Remove bookmark' : 'Bookmark';

  function toggle() {
    if (!item.isSignedIn) {
      toast.error(BOOKMARK_MESSAGES.loginRequiredTitle, { description: BOOKMARK_MESSAGES.loginRequiredDescription });
      return;
    }
    if (!state) return;
    bookmark.mutate(!state.bookmarked);
  }

  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={label}
      title={label}
      aria-pressed={bookmarked}
      disabled={item.isSignedIn && !state}
      onClick={toggle}
      className={cn(
        'rounded-full',
        bookmarked && 'border-brand-300 bg-brand-50 text-brand-700 hover:bg-brand-100 dark:border-brand-700 dark:bg-brand-950 dark:text-brand-200 dark:hover:bg-brand-900',
      )}
    >
      <Bookmark className={cn(bookmarked && 'fill-current')} aria-hidden="true" />
    </Button>
  );
}
