import { Link } from 'react-router';
import { ThumbsUp } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DiscussionEntry } from '#shared/schemas/discussions.ts';
import { Markdown } from '#web/components/ui/markdown.tsx';
import { cn } from '#web/lib/cn.ts';
import { UNKNOWN_AUTHOR } from '../lib/messages.ts';
import { AuthorAvatar } from './author-avatar.tsx';
import { TimeAgo } from '#web/components/time-ago.tsx';

type DiscussionPostProps = {
  entry: DiscussionEntry;
  onUpvote: (entry: DiscussionEntry) => void;
  /** Shown beside the upvote button (the Reply button of a top-level discussion). */
  actions?: ReactNode;
  className?: string;
};

/** One discussion or reply: author, age, title (top-level only), Markdown body and upvotes. */
export function DiscussionPost({ entry, onUpvote, actions, className }: DiscussionPostProps) {
  const name = entry.author.displayName?.trim() || null;
  const isReply = entry.parentId !== null;
  return (
    <article aria-label={entry.title ?? `Reply by ${name ?? UNKNOWN_AUTHOR}`} className={cn('flex gap-3', className)}>
      <AuthorAvatar name={name} avatarUrl={entry.author.avatarUrl} className={cn(isReply && 'size-8')} />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          {entry.author.id ? (
            <Link to={`/members/${entry.author.id}`} className="font-semibold hover:underline">
              {name ?? UNKNOWN_AUTHOR}
            </Link>
          ) : (
            <span className="font-semibold">{name ?? UNKNOWN_AUTHOR}</span>
          )}
          <TimeAgo iso={entry.createdAt} className="text-xs text-muted-foreground" />
        </p>
        {!isReply && entry.title && <h3 className="font-semibold text-pretty [overflow-wrap:anywhere]">{entry.title}</h3>}
        <Markdown look="post" source={entry.body} />
        <div className="-ml-2 flex flex-wrap items-center gap-1">
          <button
            type="button"
            aria-pressed={entry.viewerUpvoted}
            onClick={() => onUpvote(entry)}
            className={cn(
              'inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
              entry.viewerUpvoted && 'bg-brand-50 text-brand-700 hover:bg-brand-100 hover:text-brand-800 dark:bg-brand-950 dark:text-brand-300 dark:hover:bg-brand-900 dark:hover:text-brand-200',
            )}
          >
            <ThumbsUp className={cn('size-4', entry.viewerUpvoted && 'fill-current')} aria-hidden="true" />
            <span className="sr-only">Upvote</span>
            <span className="tabular-nums">{entry.upvotes.toLocaleString('en-US')}</span>
          </button>
          {actions}
        </div>
      </div>
    </article>
  );
}
