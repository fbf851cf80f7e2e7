import { useQueryClient } from '@tanstack/react-query';
import { MessageSquarePlus, Sparkles, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { MENTOR_QUESTION_MAX, mentorQuestionSchema, type MentorAnswerMode, type MentorConversationSummary, type MentorLine, type MentorSource } from '#shared/schemas/mentor.ts';
import { GatedPage } from '#web/components/gated-page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { isFieldRefusal, useServerForm } from '#web/lib/use-server-form.ts';
import { askMentor, mentorKeys, useDeleteMentorConversation, useMentorConversation, useMentorConversations } from '../api/mentor.ts';
import { MentorAnswer } from './mentor-answer.tsx';
import { ListOrEmpty } from '#web/components/ui/list-or-empty.tsx';

export const MENTOR_TEXT = {
  title: 'Leo, your AI mentor',
  intro: 'Ask Leo about your idea. Every answer rests on our published case studies and tactics, each cited with a link to read it in full.',
  empty: 'No conversations yet. Ask your first question below.',
  newConversation: 'New conversation',
  ask: 'Ask Leo',
  placeholder: 'e.g. How did subscription box businesses find their first 100 customers?',
} as const;

/** /mentor — AI_MENTOR_LEO (Master Builder and above); everyone else sees Leo's locked prompt. */
export function MentorPage() {
  return (
    <GatedPage feature="AI_MENTOR_LEO" eyebrow={{ icon: Sparkles, label: 'AI Mentor' }} text={MENTOR_TEXT} width="max-w-6xl">
      {(viewer) => <MentorChat viewerId={viewer.id} />}
    </GatedPage>
  );
}

/** The answer being written: shown until the stored conversation has it. */
type Pending = { question: string; questionId: string | null; sources: MentorSource[]; mode: MentorAnswerMode | null; text: string; notice: string | null; error: string | null };

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.status < 500 ? error.message : fallback);

function MentorChat({ viewerId }: { viewerId: string }) {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('conversation');
  const select = (id: string | null) => setParams(id ? { conversation: id } : {}, { replace: false });
  const list = useMentorConversations(viewerId);
  const conversation = useMentorConversation(viewerId, selectedId);
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<MentorConversationSummary | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function send(question: string) {
    setProblem(null);
    setPending({ question, questionId: null, sources: [], mode: null, text: '', notice: null, error: null });
    const controller = new AbortController();
    abort.current = controller;
    let conversationId = selectedId;
    const onLine = (line: MentorLine) => {
      if (line.type === 'question') {
        conversationId = line.conversation.id;
        if (line.conversation.id !== selectedId) select(line.conversation.id);
        setPending((current) => current && { ...current, questionId: line.message.id, sources: line.sources, mode: line.mode, notice: line.notice ?? null });
      } else if (line.type === 'answer') {
        setPending((current) => current && { ...current, text: current.text + line.text });
      } else if (line.type === 'answer_error') {
        setPending((current) => current && { ...current, error: line.message });
      }
    };
    try {
      await askMentor({ question, ...(selectedId && { conversationId: selectedId }) }, onLine, controller.signal);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: mentorKeys.list(viewerId) }),
        conversationId ? queryClient.refetchQueries({ queryKey: mentorKeys.conversation(viewerId, conversationId) }) : null,
      ]);
      setPending((current) => (current?.error ? current : null));
    } catch (error) {
      if (controller.signal.aborted) return false;
      setPending(null);
      if (isFieldRefusal(error)) throw error;
      setProblem(messageOf(error, 'Leo could not answer just now. Please try again.'));
      return false;
    }
    return true;
  }

  const conversations = list.data?.conversations ?? [];
  const messages = conversation.data && conversation.data.id === selectedId ? conversation.data.messages : [];
  // While an answer is written, the stored conversation is shown up to the question being answered.
  const pendingAt = pending?.questionId ? messages.findIndex((message) => message.id === pending.questionId) : -1;
  const shown = pending && pendingAt >= 0 ? messages.slice(0, pendingAt) : messages;

  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-[16rem_1fr]">
      <nav aria-label="Your conversations" className="flex flex-col gap-2">
        <Button variant="outline" onClick={() => select(null)} disabled={pending !== null && !pending.error}>
          <MessageSquarePlus className="size-4" aria-hidden="true" /> {MENTOR_TEXT.newConversation}
        </Button>
        {list.isPending ? (
          <Skeleton className="h-10 rounded-lg" />
        ) : (
          <ListOrEmpty items={conversations} empty={MENTOR_TEXT.empty} className="flex flex-col gap-1">
            {(item) => (
              <li key={item.id} className="flex items-center gap-1">
                <button
                  type="button"
                  onClick={() => select(item.id)}
                  aria-current={item.id === selectedId ? 'page' : undefined}
                  className="min-w-0 flex-1 truncate rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted aria-[current=page]:bg-muted aria-[current=page]:font-semibold"
                >
                  {item.title}
                </button>
                <Button variant="ghost" size="icon" aria-label={`Delete the conversation “${item.title}”`} onClick={() => setDeleting(item)}>
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </li>
            )}
          </ListOrEmpty>
        )}
        {list.data && (
          <p className="text-xs text-muted-foreground">
            {list.data.questionsToday} of {list.data.dailyLimit} questions asked today (UTC)
          </p>
        )}
      </nav>

      <section aria-label="Conversation" className="flex min-w-0 flex-col gap-4">
        {conversation.isError && selectedId && (
          <p role="alert" className="text-muted-foreground">
            {messageOf(conversation.error, 'This conversation could not be loaded. Please try again.')}
          </p>
        )}
        <ol className="flex flex-col gap-4" aria-label="Messages">
          {shown.map((message) => (
            <li key={message.id}>{message.role === 'member' ? <Question text={message.content} /> : <Answer><MentorAnswer content={message.content} sources={message.sources} mode={message.mode} /></Answer>}</li>
          ))}
          {pending && (
            <>
              <li>
                <Question text={pending.question} />
              </li>
              <li aria-live="polite">
                <Answer>
                  <MentorAnswer content={pending.text || pending.notice || ''} sources={pending.sources} mode={pending.text ? 'generated' : pending.notice ? 'sources_only' : pending.mode} streaming={!pending.error} />
                  {pending.error && (
                    <p role="alert" className="mt-2 text-sm text-muted-foreground">
                      {pending.error}
                    </p>
                  )}
                </Answer>
              </li>
            </>
          )}
        </ol>
        <QuestionForm busy={pending !== null && !pending.error} problem={problem} onAsk={send} />
      </section>

      <DeleteConversationDialog
        viewerId={viewerId}
        conversation={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => {
          if (id === selectedId) select(null);
        }}
      />
    </div>
  );
}

function Question({ text }: { text: string }) {
  return (
    <div className="ml-auto max-w-[85%] rounded-2xl bg-brand-600 px-4 py-3 whitespace-pre-line text-white">
      <span className="sr-only">You asked: </span>
      {text}
    </div>
  );
}

function Answer({ children }: { children: ReactNode }) {
  return (
    <div className="max-w-[95%] rounded-2xl border border-border bg-card px-4 py-3 shadow-sm">
      <p className="mb-2 text-xs font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-300">Leo</p>
      {children}
    </div>
  );
}

function QuestionForm({ busy, problem, onAsk }: { busy: boolean; problem: string | null; onAsk: (question: string) => Promise<boolean> }) {
  const form = useServerForm(mentorQuestionSchema, { defaultValues: { question: '' } });
  // The question leaves the field while Leo answers it, and comes back if he could not.
  const submit = form.submitWith(async ({ question }) => {
    form.setValue('question', '');
    let asked = false;
    try {
      asked = await onAsk(question);
    } finally {
      if (!asked) form.setValue('question', question);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
      <Field label="Your question" error={form.formState.errors.question?.message}>
        {(control) => <Textarea {...control} maxLength={MENTOR_QUESTION_MAX} rows={3} placeholder={MENTOR_TEXT.placeholder} className="min-h-0 p-3" {...form.register('question')} />}
      </Field>
      <FormActions label={MENTOR_TEXT.ask} pendingLabel="Leo is answering..." pending={busy} error={form.formError ?? problem} align="end" />
    </form>
  );
}

function DeleteConversationDialog({
  viewerId,
  conversation,
  onClose,
  onDeleted,
}: {
  viewerId: string;
  conversation: MentorConversationSummary | null;
  onClose: () => void;
  onDeleted: (id: string) => void;
}) {
  const remove = useDeleteMentorConversation(viewerId);
  return (
    <ConfirmDialog
      open={conversation !== null}
      onOpenChange={(open) => !open && onClose()}
      title={<>Delete the conversation &ldquo;{conversation?.title}&rdquo;?</>}
      description={<>Its questions and Leo&rsquo;s answers are deleted for good. Today&rsquo;s questions still count towards the daily limit.</>}
      confirmLabel="Delete conversation"
      busyLabel="Deleting..."
      destructive
      failureMessage="Failed to delete the conversation. Please try again."
      onConfirm={async () => {
        if (!conversation) return;
        await remove.mutateAsync(conversation.id);
        onDeleted(conversation.id);
      }}
    />
  );
}
