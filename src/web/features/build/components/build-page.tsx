import { Download, FileSpreadsheet, FileText, Lightbulb, Lock, Sparkles, Type, Wrench } from 'lucide-react';
import { useState } from 'react';
import type { BuildTemplate } from '#shared/schemas/build.ts';
import { IconCards } from '#web/components/icon-cards.tsx';
import { LockedPrompt } from '#web/components/locked-prompt.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useTemplates } from '../api/build.ts';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

const TOOLS = [
  { icon: Type, title: 'Business Name Generator', text: 'Fifteen names in five styles, with a live check of the .com domain.', to: '/tools/name-generator' },
  { icon: Lightbulb, title: 'Business Ideas & Frameworks', text: 'Ideas, niches and frameworks, with the idea validator and remixer.', to: '/ideas' },
  { icon: Sparkles, title: 'Growth Tactics', text: 'Proven tactics from real case studies, searchable by goal.', to: '/search' },
  { icon: Wrench, title: 'Academy', text: 'Courses that turn the case studies into a plan you can follow.', to: '/academy' },
];

const TEMPLATE_LOCK = { unlockLabel: 'Unlock Business-in-a-Box', feature: 'Business-in-a-Box templates', tier: 'master_builder' } as const;

/** /build — the build tools and the templates, Business-in-a-Box for Master Builder and above. */
export function BuildPage({ viewerId }: { viewerId: string | null }) {
  const query = useTemplates(viewerId);
  const [lockedOpen, setLockedOpen] = useState(false);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="max-w-3xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 dark:text-brand-300">
          <Wrench className="size-5" aria-hidden="true" /> Build
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Build Tools & Templates</h1>
        <p className="mt-3 text-lg text-pretty text-muted-foreground">Everything you need to go from an idea to a launched business: tools to shape the idea and templates to run it.</p>
      </header>

      <TitledSection id="tools" title="Tools" titleClassName="text-2xl font-bold" className="mt-10">
        <IconCards items={TOOLS} className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" />
      </TitledSection>

      <TitledSection id="templates" title="Templates" titleClassName="text-2xl font-bold" className="mt-14">
        <p className="mt-1 text-muted-foreground">Business-in-a-Box templates are included with Master Builder and Legacy Founder.</p>
        {query.isError ? (
          <p role="alert" className="mt-6 text-muted-foreground">
            The templates could not be loaded. Please try again.
          </p>
        ) : !query.data ? (
          <div className="mt-6 grid gap-5 md:grid-cols-2" role="status">
            <span className="sr-only">Loading templates...</span>
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className="h-40 rounded-xl" />
            ))}
          </div>
        ) : (
          <ul className="mt-6 grid gap-5 md:grid-cols-2">
            {query.data.templates.map((template) => (
              <li key={template.id}>
                <TemplateCard template={template} onLocked={() => setLockedOpen(true)} />
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
      <Dialog open={lockedOpen} onOpenChange={setLockedOpen}>
        <DialogContent className="max-w-lg border-0 bg-transparent p-0 shadow-none" aria-describedby={undefined}>
          <DialogTitle className="sr-only">{TEMPLATE_LOCK.unlockLabel}</DialogTitle>
          <LockedPrompt kind="feature_locked" feature={TEMPLATE_LOCK.feature} tier={TEMPLATE_LOCK.tier} unlockLabel={TEMPLATE_LOCK.unlockLabel} returnTo="/build" />
        </DialogContent>
      </Dialog>
    </div>
  );
}

function TemplateCard({ template, onLocked }: { template: BuildTemplate; onLocked: () => void }) {
  const Icon = template.format === 'csv' ? FileSpreadsheet : FileText;
  return (
    <article className="flex h-full flex-col rounded-xl border border-border bg-card p-5 shadow-sm" aria-labelledby={`template-${template.id}`}>
      <div className="flex items-start gap-3">
        <Icon className="mt-0.5 size-6 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden="true" />
        <div className="flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`template-${template.id}`} className="font-semibold">
              {template.title}
            </h3>
            <Badge variant={template.isPro ? 'default' : 'secondary'}>{template.category}</Badge>
          </div>
          <p className="mt-1 text-sm text-muted-foreground">{template.description}</p>
          <p className="mt-1 text-xs text-muted-foreground">{template.format === 'csv' ? 'Spreadsheet (CSV)' : 'Document (Markdown)'}</p>
        </div>
      </div>
      <div className="mt-auto pt-4">
        {template.locked ? (
          <Button variant="outline" onClick={onLocked}>
            <Lock aria-hidden="true" /> Unlock Template
          </Button>
        ) : (
          <Button asChild variant="outline">
            <a href={`/api/templates/${template.slug}/download`} download={template.fileName}>
              <Download aria-hidden="true" /> Download<span className="sr-only"> {template.title}</span>
            </a>
          </Button>
        )}
      </div>
    </article>
  );
}
