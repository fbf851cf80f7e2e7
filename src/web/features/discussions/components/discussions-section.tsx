import { LogIn, MessagesSquare } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { ItemType } from '#shared/constants.ts';
import type { DiscussionEntry } from '#shared/schemas/discussions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { useDiscussionList, useOlderDiscussions } from '../api/discussion-list.ts';
import { usePostDiscussion } from '../api/post-discussion.ts';
import { useUpvoteDiscussion } from '../api/upvote-discussion.ts';
import { DISCUSSION_TOASTS, SIGN_IN_PROMPT } from '../lib/messages.ts';
import { orderThreads } from '../lib/threads.ts';
import { DiscussionComposer } from './discussion-composer.tsx';
import { DiscussionPost } from './discussion-post.tsx';

type DiscussionsSectionProps = {
  itemType: ItemType;
  itemId: string;
  /** Visitors read everything; posting, replying and upvoting need a signed-in member. */
  isSignedIn: boolean;
  className?: string;
};

/** The discussions of a case study or tactic: newest first, replies threaded beneath each. */
export function DiscussionsSection({ itemType, itemId, isSignedIn, className }: DiscussionsSectionProps) {
  const headingId = useId();
  const item = { itemType, itemId, isSignedIn };
  const query = useDiscussionList(item);
  const post = usePostDiscussion(item);
  const upvote = useUpvoteDiscussion(item);
  const [showOlder, setShowOlder] = useState(false);
  const older = useOlderDiscussions(item, query.data?.nextCursor ?? null, showOlder);
  const threads = useMemo(
    () => (query.data ? [...orderThreads(query.data.items), ...(older.data?.pages ?? []).flatMap((page) => orderThreads(page.items))] : []),
    [query.data, older.data],
  );
  const nextCursor = older.data ? (older.data.pages.at(-1)?.nextCursor ?? null) : (query.data?.nextCursor ?? null);
  const loadOlder = () => (showOlder ? void older.fetchNextPage() : setShowOlder(true));
  const loadFailed = query.isError && !query.data;

  useEffect(() => {
    // The id keeps one toast for one failure, even if the effect runs again.
    if (loadFailed) toast.error(DISCUSSION_TOASTS.loadFailed, { id: `discussions-load-${itemType}-${itemId}` });
  }, [loadFailed, itemType, itemId]);

  function pressUpvote(entry: DiscussionEntry) {
    if (!isSignedIn) {
      toast.error(DISCUSSION_TOASTS.upvoteLoginRequired);
      return;
    }
    upvote.mutate(entry.id);
  }

  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-5', className)}>
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold tracking-tight sm:text-2xl">
        <MessagesSquare className="size-5 text-brand-600 dark:text-brand-300" aria-hidden="true" />
        Discussions
        {query.data && <span className="text-base font-normal text-muted-foreground">({query.data.total.toLocaleString('en-US')})</span>}
      </h2>

      {isSignedIn ? (
        <DiscussionComposer kind="discussion" onPost={(input) => post.mutateAsync({ title: input.title, body: input.body })} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed border-border bg-muted/40 p-4">
          <p className="text-sm font-medium">{SIGN_IN_PROMPT}</p>
          <Button asChild size="sm">
            <Link to="/auth">
              <LogIn aria-hidden="true" />
              Sign In
            </Link>
          </Button>
        </div>
      )}

      {query.data ? (
        threads.length > 0 ? (
          <>
            <ol className="flex flex-col gap-4">
              {threads.map((thread) => (
                <li key={thread.id} className="rounded-xl border border-border bg-card p-4 shadow-sm">
                  <DiscussionPost
                    entry={thread}
                    onUpvote={pressUpvote}
                    actions={isSignedIn && <DiscussionComposer kind="reply" onPost={(input) => post.mutateAsync({ body: input.body, parentId: thread.id })} />}
                  />
                  {thread.replies.length > 0 && (
                    <ol aria-label={`Replies to ${thread.title ?? 'this discussion'}`} className="mt-4 ml-4 flex flex-col gap-4 border-l-2 border-border pl-4 sm:ml-12">
                      {thread.replies.map((reply) => (
                        <li key={reply.id}>
                          <DiscussionPost entry={reply} onUpvote={pressUpvote} />
                        </li>
                      ))}
                    </ol>
                  )}
                </li>
              ))}
            </ol>
            {nextCursor !== null && (
              <Button variant="outline" className="self-center" disabled={older.isFetching} onClick={loadOlder}>
                {older.isFetching ? 'Loading...' : 'Show older discussions'}
              </Button>
            )}
          </>
        ) : (
          <p className="rounded-xl border border-border bg-card p-6 text-center text-sm text-muted-foreground">
            {isSignedIn ? 'No discussions yet. Start the conversation!' : 'No discussions yet.'}
          </p>
        )
      ) : loadFailed ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200">
          <p>{DISCUSSION_TOASTS.loadFailed}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <DiscussionsSkeleton />
      )}
    </section>
  );
}

function DiscussionsSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Loading discussions...</span>
      {[0, 1].map((row) => (
        <div key={row} className="flex gap-3 rounded-xl border border-border bg-card p-4">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
