import { MessageSquarePlus, Reply } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { DISCUSSION_BODY_MAX, DISCUSSION_TITLE_MAX } from '#shared/limits.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { cn } from '#web/lib/cn.ts';

export type ComposerInput = { title: string; body: string };

type ComposerProps = {
  /** A new discussion has a title and a message; a reply has a message only. */
  kind: 'discussion' | 'reply';
  /** Sends the trimmed input; resolves when posted, rejects when it failed (the text is kept). */
  onPost: (input: ComposerInput) => Promise<unknown>;
  className?: string;
};

const TEXTAREA =
  'flex min-h-28 w-full rounded-md border border-border bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50';

/**
 * Closed (a button), open (the fields) and posting. Post stays disabled while a required field
 * is blank after trimming, or while posting; Cancel clears and closes.
 */
export function DiscussionComposer({ kind, onPost, className }: ComposerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [posting, setPosting] = useState(false);
  // After closing, focus goes back to the button that opened the composer.
  const [reopenFocus, setReopenFocus] = useState(false);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const isReply = kind === 'reply';
  const blank = body.trim() === '' || (!isReply && title.trim() === '');

  function close() {
    setTitle('');
    setBody('');
    setOpen(false);
    setReopenFocus(true);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (blank || posting) return;
    setPosting(true);
    try {
      await onPost({ title: isReply ? '' : title.trim(), body: body.trim() });
      close();
    } catch {
      // The failure is reported by whoever posted; the text stays for another try.
    } finally {
      setPosting(false);
    }
  }

  if (!open) {
    return isReply ? (
      <Button variant="ghost" size="sm" autoFocus={reopenFocus} onClick={() => setOpen(true)} className={cn('text-muted-foreground', className)}>
        <Reply aria-hidden="true" />
        Reply
      </Button>
    ) : (
      <Button autoFocus={reopenFocus} onClick={() => setOpen(true)} className={cn('self-start', className)}>
        <MessageSquarePlus aria-hidden="true" />
        Start a Discussion
      </Button>
    );
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !posting) close();
      }}
      aria-label={isReply ? 'Reply' : 'Start a Discussion'}
      aria-busy={posting}
      className={cn('flex flex-col gap-3', isReply ? 'mt-1 w-full basis-full pl-2' : 'w-full rounded-xl border border-border bg-card p-4 shadow-sm', className)}
    >
      {!isReply && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input
            id={`${id}-title`}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            maxLength={DISCUSSION_TITLE_MAX}
            placeholder="What would you like to discuss?"
            disabled={posting}
            autoFocus
          />
        </div>
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-body`} className={cn(isReply && 'sr-only')}>
          {isReply ? 'Your reply' : 'Message'}
        </Label>
        <textarea
          id={`${id}-body`}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          maxLength={DISCUSSION_BODY_MAX}
          placeholder={isReply ? 'Write a reply...' : 'Share your thoughts, questions or experience...'}
          aria-describedby={`${id}-hint`}
          disabled={posting}
          autoFocus={isReply}
          className={cn(TEXTAREA, isReply && 'min-h-20')}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Markdown is supported: **bold**, _italic_, lists and links.
        </p>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={close} disabled={posting}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={blank || posting}>
          {posting ? 'Posting...' : isReply ? 'Post Reply' : 'Post'}
        </Button>
      </div>
    </form>
  );
}
