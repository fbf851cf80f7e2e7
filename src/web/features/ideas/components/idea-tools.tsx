import { Shuffle, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { AiToolMeter } from '#shared/domain/ai-tools.ts';
import type { IdeaEvidence, RemixEvidence } from '#shared/domain/idea-evidence.ts';
import { CONCEPT_MAX, IDEA_TEXT_MAX, remixIdeasSchema, validateIdeaSchema, type IdeaToolLine } from '#shared/schemas/idea-tools.ts';
import { LockedPrompt, LOCKED_FEATURES } from '#web/components/locked-prompt.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { FormMessage } from '#web/components/ui/inline-error.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { isFieldRefusal, useServerForm } from '#web/lib/use-server-form.ts';
import { runIdeaTool, useAiToolMeter, useRefreshAiToolMeter } from '../api/idea-tools.ts';
import { IdeaEvidenceView, RemixEvidenceView } from './idea-evidence-view.tsx';
import { TOOL_CARD_CLASS, ToolCardContent } from './tool-card.tsx';

type Run<E> = {
  evidence: E | null;
  summary: { mode: 'not_configured' | 'streaming' | 'done' | 'error'; text: string; message: string | null };
  error: string | null;
  running: boolean;
};
const idle = <E,>(): Run<E> => ({ evidence: null, summary: { mode: 'not_configured', text: '', message: null }, error: null, running: false });

/** Runs a tool and keeps its streamed lines as state; a new run or closing the dialog stops the last one. */
function useToolRun<E>(viewerId: string | null) {
  const [run, setRun] = useState<Run<E>>(idle);
  const controller = useRef<AbortController | null>(null);
  const refreshMeter = useRefreshAiToolMeter(viewerId);
  useEffect(() => () => controller.current?.abort(), []);

  async function start(tool: 'validate' | 'remix', body: Parameters<typeof runIdeaTool>[1]) {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setRun({ ...idle<E>(), running: true });
    const onLine = (line: IdeaToolLine) => {
      if (line.type === 'evidence') refreshMeter(line.meter);
      setRun((previous) => {
        switch (line.type) {
          case 'evidence':
            return { ...previous, evidence: line.evidence as E, summary: { mode: line.summary, text: '', message: line.message ?? null } };
          case 'summary':
            return { ...previous, summary: { ...previous.summary, text: previous.summary.text + line.text } };
          case 'summary_done':
            return { ...previous, summary: { ...previous.summary, mode: 'done' } };
          case 'summary_error':
            return { ...previous, summary: { ...previous.summary, mode: 'error', message: line.message } };
        }
      });
    };
    try {
      await runIdeaTool(tool, body, onLine, current.signal);
    } catch (error) {
      if (current.signal.aborted) return;
      // A refusal naming a field goes back to the form, which shows it on the field.
      if (isFieldRefusal(error)) throw error;
      setRun((previous) => ({ ...previous, error: error instanceof ApiError ? error.message : 'The tool could not be reached. Please try again.' }));
    } finally {
      if (!current.signal.aborted) setRun((previous) => ({ ...previous, running: false }));
    }
  }
  return { run, start, reset: () => (controller.current?.abort(), setRun(idle<E>())) };
}

function MeterLine({ meter }: { meter: AiToolMeter | undefined }) {
  if (!meter || meter.access === 'locked') return null;
  return (
    <p className="text-sm text-muted-foreground" data-testid="ai-tool-meter">
      {meter.access === 'unlimited' ? 'Unlimited AI tool uses on your plan.' : `AI tool uses left this month: ${meter.remaining} of ${meter.limit}`}
    </p>
  );
}

function Summary({ summary }: { summary: Run<unknown>['summary'] }) {
  return (
    <section aria-labelledby="written-summary" className="rounded-lg border border-border bg-muted/40 p-4 text-sm">
      <h4 id="written-summary" className="font-semibold">
        Written summary
      </h4>
      {summary.text && (
        <p className="mt-1 whitespace-pre-wrap" aria-live="polite">
          {summary.text}
        </p>
      )}
      {summary.mode === 'streaming' && !summary.text && <p className="mt-1 text-muted-foreground">Writing a summary of this evidence...</p>}
      {summary.message && <p className={summary.mode === 'error' ? 'mt-1 text-destructive' : 'mt-1 text-muted-foreground'}>{summary.message}</p>}
      {summary.mode !== 'not_configured' && (
        <p className="mt-2 text-xs text-muted-foreground">Written by a language model from the evidence below only; check it against the figures.</p>
      )}
    </section>
  );
}

function ToolDialog({ open, onOpenChange, title, description, children }: { open: boolean; onOpenChange: (open: boolean) => void; title: string; description: string; children: ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        <DialogTitle className="pr-8 text-xl font-bold">{title}</DialogTitle>
        <DialogDescription className="text-sm text-muted-foreground">{description}</DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  );
}

function ValidatorForm({ viewerId, meter }: { viewerId: string | null; meter: AiToolMeter | undefined }) {
  const form = useServerForm(validateIdeaSchema, { defaultValues: { idea: '' } });
  const { run, start } = useToolRun<IdeaEvidence>(viewerId);
  const submit = form.submitWith((input) => start('validate', input));
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
        <Field label="Describe your idea" error={form.formState.errors.idea?.message}>
          {(control) => (
            <Textarea
              {...control}
              maxLength={IDEA_TEXT_MAX}
              rows={4}
              placeholder="e.g. A subscription box of local honey for city households"
              className="min-h-0 p-3"
              {...form.register('idea')}
            />
          )}
        </Field>
        <MeterLine meter={meter} />
        <ToolActions label="Validate Idea" running={run.running} />
      </form>
      <Results run={run} render={(evidence) => <IdeaEvidenceView evidence={evidence} />} />
    </div>
  );
}

function RemixerForm({ viewerId, meter }: { viewerId: string | null; meter: AiToolMeter | undefined }) {
  const form = useServerForm(remixIdeasSchema, { defaultValues: { conceptA: '', conceptB: '' } });
  const { errors } = form.formState;
  const [asked, setAsked] = useState({ conceptA: '', conceptB: '' });
  const { run, start } = useToolRun<RemixEvidence>(viewerId);
  const submit = form.submitWith((input) => {
    setAsked(input);
    return start('remix', input);
  });
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="First concept" error={errors.conceptA?.message}>
            {(control) => <Input {...control} maxLength={CONCEPT_MAX} placeholder="e.g. beekeeping" {...form.register('conceptA')} />}
          </Field>
          <Field label="Second concept" error={errors.conceptB?.message}>
            {(control) => <Input {...control} maxLength={CONCEPT_MAX} placeholder="e.g. subscription boxes" {...form.register('conceptB')} />}
          </Field>
        </div>
        <MeterLine meter={meter} />
        <ToolActions label="Remix Ideas" running={run.running} />
      </form>
      <Results run={run} render={(evidence) => <RemixEvidenceView evidence={evidence} conceptA={asked.conceptA} conceptB={asked.conceptB} />} />
    </div>
  );
}

/** A tool's button, with a spinner while its answer streams in. */
function ToolActions({ label, running }: { label: string; running: boolean }) {
  return (
    <FormActions
      label={label}
      pendingLabel={
        <>
          <Spinner />
          {label}
        </>
      }
      pending={running}
    />
  );
}

function Results<E>({ run, render }: { run: Run<E>; render: (evidence: E) => ReactNode }) {
  return (
    <div aria-live="polite" aria-busy={run.running} className="flex flex-col gap-4">
      {run.error && <FormMessage tone="error">{run.error}</FormMessage>}
      {run.evidence && (
        <>
          <Summary summary={run.summary} />
          <section aria-label="Evidence from our case studies" className="flex flex-col gap-2">
            <h4 className="text-base font-semibold">Evidence from our case studies</h4>
            {render(run.evidence)}
          </section>
        </>
      )}
    </div>
  );
}

/** The AI Idea Validator and Remixer on /ideas: dialogs for members, the locked prompt for visitors. */
export function IdeaTools({ viewerId, sessionKnown, returnTo }: { viewerId: string | null; sessionKnown: boolean; returnTo: string }) {
  const meter = useAiToolMeter(viewerId, sessionKnown);
  const [open, setOpen] = useState<'validator' | 'remixer' | null>(null);
  const locked = meter.data?.access === 'locked' || (sessionKnown && viewerId === null);
  const ai = LOCKED_FEATURES.ai_tools;
  const setOpenFor = (tool: 'validator' | 'remixer') => (next: boolean) => setOpen(next ? tool : null);
  return (
    <>
      <ToolButton Icon={Sparkles} title="AI Idea Validator" text="Test an idea against the successes and failures in our case studies." onClick={() => setOpen('validator')} />
      <ToolButton Icon={Shuffle} title="AI Idea Remixer" text="Combine two concepts into ideas backed by what worked for both." onClick={() => setOpen('remixer')} />
      {locked ? (
        <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
          <DialogContent className="max-w-lg border-0 bg-transparent p-0 shadow-none" aria-describedby={undefined}>
            <DialogTitle className="sr-only">{ai.unlockLabel}</DialogTitle>
            <LockedPrompt kind="feature_locked" feature={ai.feature} tier={ai.tier} unlockLabel={ai.unlockLabel} returnTo={returnTo} />
          </DialogContent>
        </Dialog>
      ) : (
        <>
          <ToolDialog
            open={open === 'validator'}
            onOpenChange={setOpenFor('validator')}
            title="AI Idea Validator"
            description="Describe an idea; we compare it with the published case studies in our database and show what they say."
          >
            <ValidatorForm viewerId={viewerId} meter={meter.data} />
          </ToolDialog>
          <ToolDialog
            open={open === 'remixer'}
            onOpenChange={setOpenFor('remixer')}
            title="AI Idea Remixer"
            description="Enter two concepts; we combine them using the business models and channels that worked for both in our case studies."
          >
            <RemixerForm viewerId={viewerId} meter={meter.data} />
          </ToolDialog>
        </>
      )}
      <MeterLine meter={meter.data} />
    </>
  );
}

function ToolButton({ Icon, title, text, onClick }: { Icon: typeof Sparkles; title: string; text: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={TOOL_CARD_CLASS}>
      <ToolCardContent Icon={Icon} title={title} text={text} />
    </button>
  );
}
