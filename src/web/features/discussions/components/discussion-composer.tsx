import { MessageSquarePlus, Reply } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { DISCUSSION_BODY_MAX, DISCUSSION_TITLE_MAX } from '#shared/limits.ts';
import { discussionCreateSchema } from '#shared/schemas/discussions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { cn } from '#web/lib/cn.ts';
import { isFieldRefusal, useServerForm } from '#web/lib/use-server-form.ts';

export type ComposerInput = { title: string; body: string };

type ComposerProps = {
  /** A new discussion has a title and a message; a reply has a message only. */
  kind: 'discussion' | 'reply';
  /** Sends the trimmed input; resolves when posted, rejects when it failed (the text is kept). */
  onPost: (input: ComposerInput) => Promise<unknown>;
  className?: string;
};

/**
 * Closed (a button), open (the fields) and posting. Post stays disabled while a required field
 * is blank after trimming, or while posting; Cancel clears and closes.
 */
export function DiscussionComposer({ kind, onPost, className }: ComposerProps) {
  const [open, setOpen] = useState(false);
  // After closing, focus goes back to the button that opened the composer.
  const [reopenFocus, setReopenFocus] = useState(false);
  const isReply = kind === 'reply';
  // parentId only tells the schema's rule which kind of post this is; whoever posts sends the real one.
  const form = useServerForm(discussionCreateSchema, { defaultValues: { title: '', body: '', parentId: isReply ? 'reply' : null } });
  const [title = '', body = ''] = useWatch({ control: form.control, name: ['title', 'body'] });
  const posting = form.pending;
  const blank = body.trim() === '' || (!isReply && title.trim() === '');
  const { errors } = form.formState;

  function close() {
    form.reset();
    setOpen(false);
    setReopenFocus(true);
  }

  const submit = form.submitWith(async (values) => {
    try {
      await onPost({ title: isReply ? '' : (values.title ?? ''), body: values.body ?? '' });
    } catch (error) {
      // A refusal naming a field is shown on it; any other is reported by whoever posted. The text stays.
      if (isFieldRefusal(error)) throw error;
      return;
    }
    close();
  });

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
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !posting) close();
      }}
      aria-label={isReply ? 'Reply' : 'Start a Discussion'}
      aria-busy={posting}
      className={cn('flex flex-col gap-3', isReply ? 'mt-1 w-full basis-full pl-2' : 'w-full rounded-xl border border-border bg-card p-4 shadow-sm', className)}
    >
      {!isReply && (
        <Field label="Title" error={errors.title?.message}>
          {(control) => (
            <Input {...control} maxLength={DISCUSSION_TITLE_MAX} placeholder="What would you like to discuss?" disabled={posting} autoFocus {...form.register('title')} />
          )}
        </Field>
      )}
      <Field
        label={isReply ? <span className="sr-only">Your reply</span> : 'Message'}
        hint="Markdown is supported: **bold**, _italic_, lists and links."
        error={errors.body?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            maxLength={DISCUSSION_BODY_MAX}
            placeholder={isReply ? 'Write a reply...' : 'Share your thoughts, questions or experience...'}
            disabled={posting}
            autoFocus={isReply}
            className={cn(isReply ? 'min-h-20' : 'min-h-28')}
            {...form.register('body')}
          />
        )}
      </Field>
      <FormActions label={isReply ? 'Post Reply' : 'Post'} pendingLabel="Posting..." size="sm" align="end" pending={posting} disabled={blank} error={form.formError}>
        <Button variant="ghost" size="sm" onClick={close} disabled={posting}>
          Cancel
        </Button>
      </FormActions>
    </form>
  );
}
