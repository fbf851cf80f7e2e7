import { ArrowUpRight, CheckCircle2, CornerLeftUp, Lightbulb, ListChecks, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TacticDetail } from '#shared/schemas/content.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { OutcomeBadge } from '#web/entities/case-study/ui/outcome-badge.tsx';
import { tacticCategoryLabel } from '#web/entities/tactic/model/labels.ts';
import { cn } from '#web/lib/cn.ts';
import { caseStudyPath } from '#web/entities/case-study/model/paths.ts';
import { tacticPath } from '#web/entities/tactic/model/paths.ts';
import { GENERAL_IMPLEMENTATION_TIPS } from '../lib/labels.ts';
import { RichText } from './rich-text.tsx';
import type { TacticSlots } from './tactic-slots.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

/** The full tactic: overview, signals, sub-tactics, related case studies and tips. */
export function TacticArticle({ tactic, slots = {} }: { tactic: TacticDetail; slots?: TacticSlots }) {
  const ownTips = tactic.implementationTips.length > 0;
  const tips = ownTips ? tactic.implementationTips : GENERAL_IMPLEMENTATION_TIPS;
  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="relative isolate overflow-hidden rounded-2xl border border-border bg-card px-5 py-8 shadow-sm sm:px-8 sm:py-10">
        <div aria-hidden="true" className="hero-glow absolute inset-0 -z-10 opacity-60" />
        {tactic.parent && (
          <Link
            to={tacticPath(tactic.parent.id)}
            className="mb-4 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            <CornerLeftUp className="size-4" aria-hidden="true" />
            Part of {tactic.parent.name}
          </Link>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="brand">{tacticCategoryLabel(tactic.category)}</Badge>
          {tactic.parent && <Badge variant="outline">Sub-tactic</Badge>}
        </div>
        <h1 className="mt-4 max-w-4xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">{tactic.name}</h1>
        {slots.engagement}
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-10">
          <Section id="overview" title="Overview">
            <RichText html={tactic.descriptionHtml} />
          </Section>

          <div className="grid gap-5 md:grid-cols-2">
            <SignalList id="success-signals" title="Success Signals" items={tactic.successSignals} tone="success" />
            <SignalList id="warning-signs" title="Warning Signs" items={tactic.failureSignals} tone="warning" />
          </div>

          {tactic.subTactics.length > 0 && (
            <Section id="sub-tactics" title="Related Sub-Tactics">
              <ul className="grid gap-4 sm:grid-cols-2">
                {tactic.subTactics.map((sub) => (
                  <li key={sub.id} className="flex">
                    <div className="group relative flex w-full flex-col gap-2 rounded-xl border border-border bg-card p-4 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md">
                      <Badge variant="secondary" className="self-start">
                        {tacticCategoryLabel(sub.category)}
                      </Badge>
                      <h3 className="font-semibold">
                        <Link
                          to={tacticPath(sub.id)}
                          className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-brand-700 dark:group-hover:text-brand-300"
                        >
                          {sub.name}
                        </Link>
                      </h3>
                      <p className="line-clamp-3 text-sm text-muted-foreground">{sub.excerpt}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </Section>
          )}

          <Section id="related-case-studies" title="Related Case Studies">
            {tactic.relatedCaseStudies.length > 0 ? (
              <ul className="flex flex-col gap-3">
                {tactic.relatedCaseStudies.map((study) => (
                  <li key={study.id}>
                    <Link
                      to={caseStudyPath(study.id)}
                      className="group flex items-start gap-4 rounded-xl border border-border bg-card p-4 shadow-sm transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                    >
                      <OutcomeBadge type={study.caseStudyType} className="mt-0.5 w-18 shrink-0 px-0 text-center" />
                      <span className="flex min-w-0 flex-1 flex-col gap-1">
                        <span className="font-semibold group-hover:text-brand-700 dark:group-hover:text-brand-300">{study.title}</span>
                        <span className="line-clamp-2 text-sm text-muted-foreground">{study.snippet}</span>
                      </span>
                      <ArrowUpRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted-foreground">No case studies are linked to this tactic yet.</p>
            )}
          </Section>
          {slots.discussions}
        </div>

        <aside className="flex flex-col gap-6">
          {slots.toolkit}
          <section aria-labelledby="implementation-tips" className="rounded-xl border border-border bg-card p-5 shadow-sm">
            <h2 id="implementation-tips" className="flex items-center gap-2 text-lg font-semibold">
              <ListChecks className="size-5 text-brand-600 dark:text-brand-300" aria-hidden="true" />
              Implementation Tips
            </h2>
            {!ownTips && <p className="mt-2 text-sm text-muted-foreground">General advice for trying any new tactic:</p>}
            <ol className="mt-4 flex flex-col gap-3">
              {tips.map((tip, index) => (
                <li key={tip} className="flex gap-3 text-sm">
                  <span
                    aria-hidden="true"
                    className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700 dark:bg-brand-950 dark:text-brand-200"
                  >
                    {index + 1}
                  </span>
                  <span className="pt-0.5 text-pretty">{tip}</span>
                </li>
              ))}
            </ol>
          </section>
          {tactic.parent && (
            <TitledSection id="parent-tactic" title="Parent Tactic" titleClassName="text-lg font-semibold" className="rounded-xl border border-border bg-card p-5 shadow-sm">
              <Link
                to={tacticPath(tactic.parent.id)}
                className="-mx-2 mt-2 flex items-center gap-2.5 rounded-md px-2 py-2 text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              >
                <Lightbulb className="size-4 shrink-0 text-amber-500" aria-hidden="true" />
                {tactic.parent.name}
              </Link>
            </TitledSection>
          )}
        </aside>
      </div>
    </article>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection id={id} title={title} titleClassName="mb-3 text-xl font-semibold tracking-tight sm:text-2xl">
      {children}
    </TitledSection>
  );
}

function SignalList({ id, title, items, tone }: { id: string; title: string; items: string[]; tone: 'success' | 'warning' }) {
  const Icon = tone === 'success' ? CheckCircle2 : TriangleAlert;
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'rounded-xl border p-5',
        tone === 'success'
          ? 'border-emerald-200 bg-emerald-50/60 dark:border-emerald-900 dark:bg-emerald-950/30'
          : 'border-amber-200 bg-amber-50/60 dark:border-amber-900 dark:bg-amber-950/30',
      )}
    >
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        <Icon className={cn('size-5', tone === 'success' ? 'text-emerald-600 dark:text-emerald-400' : 'text-amber-600 dark:text-amber-400')} aria-hidden="true" />
        {title}
      </h2>
      {items.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-2 text-sm">
          {items.map((item) => (
            <li key={item} className="flex gap-2">
              <span aria-hidden="true" className={cn('mt-2 size-1.5 shrink-0 rounded-full', tone === 'success' ? 'bg-emerald-500' : 'bg-amber-500')} />
              <span className="text-pretty">{item}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">None listed yet.</p>
      )}
    </section>
  );
}
