import { Check, CircleHelp, Copy, ExternalLink, RefreshCw, Sparkles, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { NAME_STYLE_LABELS } from '#shared/domain/name-generator.ts';
import {
  KEYWORD_MAX_LENGTH,
  NAME_GENERATOR_MESSAGES,
  nameGeneratorRequestSchema,
  type DomainAvailability,
  type NameGeneratorResponse,
} from '#shared/schemas/name-generator.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/cn.ts';
import { useServerForm } from '#web/lib/use-server-form.ts';
import { useGenerateNames } from '../api/generate-names.ts';

const AVAILABILITY: Record<DomainAvailability, { label: string; className: string; Icon: typeof Check }> = {
  available: { label: 'Available', className: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200', Icon: Check },
  taken: { label: 'Taken', className: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200', Icon: X },
  unknown: { label: 'Could not check', className: 'bg-muted text-foreground', Icon: CircleHelp },
};

/** A domain search for the name on a registrar's page, in a new tab. */
const domainSearchUrl = (domain: string) => `https://www.namecheap.com/domains/registration/results/?domain=${encodeURIComponent(domain)}`;

/** /tools/name-generator: names from a keyword, with their .com looked up on our server. */
export function NameGeneratorPage() {
  const [runs, setRuns] = useState<NameGeneratorResponse[]>([]);
  const generate = useGenerateNames();
  const inputId = useId();
  const form = useServerForm(nameGeneratorRequestSchema, { defaultValues: { keyword: '', run: 0 } });
  usePageMeta({ title: 'Business Name Generator', description: 'Generate business names in five styles and check whether the .com domain is free.' });

  // The spec reports the generator's problems as toasts; a missing keyword has its own title.
  const notify = (message: string) =>
    toast.error(message.startsWith('Please enter') ? NAME_GENERATOR_MESSAGES.keywordRequiredTitle : 'Error', { description: message });

  const submit = form.submitWith(
    async ({ keyword }) => {
      try {
        setRuns([await generate.mutateAsync({ keyword, run: 0 })]);
      } catch (error) {
        form.setError('keyword', { type: 'server' });
        notify((error as Error).message);
      }
    },
    (errors) => notify(errors.keyword?.message ?? NAME_GENERATOR_MESSAGES.keywordRequired),
  );

  function more() {
    const first = runs[0];
    if (!first) return;
    generate.mutate({ keyword: first.keyword, run: runs.length }, { onSuccess: (result) => setRuns((previous) => [...previous, result]), onError: (error) => notify(error.message) });
  }

  async function copy(name: string) {
    try {
      await navigator.clipboard.writeText(name);
      toast.success(NAME_GENERATOR_MESSAGES.copiedTitle, { description: NAME_GENERATOR_MESSAGES.copied(name) });
    } catch {
      toast.error('Error', { description: 'Your browser did not allow copying to the clipboard.' });
    }
  }

  const names = runs.flatMap((result) => result.names);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Business Name Generator</h1>
      <p className="mt-2 text-muted-foreground">
        Fifteen names per run in five styles. Each .com is looked up in the DNS by our server: “Available” means no such domain exists, “Taken” means it does, and
        “Could not check” means the DNS could not give a trustworthy answer just now.
      </p>

      <form onSubmit={(event) => void submit(event)} noValidate className="mt-6 flex flex-col gap-2 sm:flex-row" aria-label="Generate business names">
        <label htmlFor={inputId} className="sr-only">
          Keyword
        </label>
        <Input
          id={inputId}
          maxLength={KEYWORD_MAX_LENGTH}
          placeholder="Enter a keyword, e.g. coffee"
          className="h-11 flex-1"
          aria-invalid={form.formState.errors.keyword ? true : undefined}
          {...form.register('keyword')}
        />
        <FormActions
          label={
            <>
              <Sparkles aria-hidden="true" />
              {generate.isPending && runs.length === 0 ? 'Generating...' : 'Generate'}
            </>
          }
          size="lg"
          pending={form.pending}
          disabled={generate.isPending}
        />
      </form>

      <div className="mt-8" aria-live="polite">
        {names.length > 0 && (
          <section aria-labelledby="generated-names">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="generated-names" className="text-xl font-semibold">
                {names.length} names for “{runs[0]!.keyword}”
              </h2>
              <div className="flex gap-2">
                <Button variant="outline" onClick={more} disabled={generate.isPending}>
                  <RefreshCw className={cn(generate.isPending && 'animate-spin')} aria-hidden="true" />
                  Generate More
                </Button>
                <Button variant="ghost" onClick={() => setRuns([])}>
                  <Trash2 aria-hidden="true" />
                  Clear Results
                </Button>
              </div>
            </div>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {names.map((item) => {
                const state = AVAILABILITY[item.availability];
                return (
                  <li key={item.domain} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm">
                    <div className="flex items-start justify-between gap-2">
                      <div>
                        <p className="text-lg font-semibold break-all">{item.name}</p>
                        <p className="text-xs text-muted-foreground">
                          {NAME_STYLE_LABELS[item.style]} · {item.domain}
                        </p>
                      </div>
                      <span className={cn('inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold', state.className)}>
                        <state.Icon className="size-3.5" aria-hidden="true" />
                        <span className="sr-only">{item.domain}: </span>
                        {state.label}
                      </span>
                    </div>
                    <div className="flex gap-2">
                      <Button variant="outline" size="sm" onClick={() => void copy(item.name)}>
                        <Copy aria-hidden="true" />
                        Copy<span className="sr-only"> {item.name}</span>
                      </Button>
                      <Button asChild variant="ghost" size="sm">
                        <a href={domainSearchUrl(item.domain)} target="_blank" rel="noopener noreferrer">
                          <ExternalLink aria-hidden="true" />
                          Check<span className="sr-only"> {item.domain} (opens in a new tab)</span>
                        </a>
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
