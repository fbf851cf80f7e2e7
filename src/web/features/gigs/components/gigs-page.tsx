import { BriefcaseBusiness, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { GIG_VIEWS, type GigView } from '#shared/schemas/gigs.ts';
import type { Me } from '#shared/schemas/me.ts';
import { FilterSelect } from '#web/components/filter-select.tsx';
import { GatedPage } from '#web/components/gated-page.tsx';
import { PageSteps, pageCount } from '#web/components/page-steps.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { useAbility } from '#web/session/hooks/use-ability.ts';
import { useGigs, usePostGig } from '../api/gigs.ts';
import { GIGS_GATE, GigCard, NoPaymentsNotice } from './gig-parts.tsx';

export const GIGS_TEXT = {
  title: 'Gigs Marketplace',
  intro: 'Paid pieces of work posted by members: pitch for one, or post your own and pick who does it.',
  post: 'Post a gig',
  posting: 'Posting…',
} as const;

const VIEW_LABELS: Record<GigView, string> = { open: 'Open gigs', posted: 'Your gigs', applied: 'Your applications' };
const EMPTY: Record<GigView, string> = {
  open: 'No open gigs match right now.',
  posted: 'You have not posted a gig yet.',
  applied: 'You have not applied to a gig yet.',
};

/** The form (react-hook-form and the gig's schemas) loads when the member starts posting, not with the list. */
const GigForm = lazy(async () => ({ default: (await import('./gig-form.tsx')).GigForm }));

/** /gigs — GIGS_MARKETPLACE_ACCESS (Master Builder and above); everyone else sees the locked prompt. */
export function GigsPage() {
  return (
    <GatedPage {...GIGS_GATE} eyebrow={{ icon: BriefcaseBusiness, label: 'Gigs' }} text={GIGS_TEXT} notice={<NoPaymentsNotice className="mt-4" />}>
      {(viewer) => <GigsBoard user={viewer} />}
    </GatedPage>
  );
}

/** The list a gigs address shows: its view, skill and page, as the board and its loader read them. */
export function gigListOf(params: URLSearchParams): { view: GigView; skill: string; page: number } {
  const view = (GIG_VIEWS as readonly string[]).includes(params.get('view') ?? '') ? (params.get('view') as GigView) : 'open';
  return { view, skill: params.get('skill') ?? '', page: Math.max(1, Number(params.get('page')) || 1) };
}

function GigsBoard({ user }: { user: Me }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { view, skill, page } = gigListOf(params);
  const list = useGigs(user.id, view, skill, page);
  const trades = useAbility('GIGS_MARKETPLACE_ACCESS');
  const [posting, setPosting] = useState(false);
  const postGig = usePostGig(user.id);

  const go = (next: { view?: GigView; skill?: string; page?: number }) => {
    const merged = { view, skill, page: 1, ...next };
    setParams({ ...(merged.view !== 'open' && { view: merged.view }), ...(merged.skill && { skill: merged.skill }), ...(merged.page > 1 && { page: String(merged.page) }) });
  };
  const data = list.data;
  const pages = pageCount(data);
  const skills = data?.skills ?? [];

  return (
    <div className="mt-8 flex flex-col gap-6">
      {trades && (
        <section aria-label={GIGS_TEXT.post} className="flex flex-col gap-4">
          {posting ? (
            <div className="rounded-xl border border-border bg-card p-5 shadow-sm">
              <h2 className="mb-4 text-xl font-semibold">{GIGS_TEXT.post}</h2>
              <Suspense fallback={<Skeleton className="h-96 rounded-md" />}>
                <GigForm
                  submitLabel={GIGS_TEXT.post}
                  busyLabel={GIGS_TEXT.posting}
                  onCancel={() => setPosting(false)}
                  onSubmit={async (gig) => {
                    const posted = await postGig.mutateAsync(gig);
                    void navigate(`/gigs/${posted.id}`);
                    return posted;
                  }}
                />
              </Suspense>
            </div>
          ) : (
            <Button className="self-start" onClick={() => setPosting(true)}>
              <Plus className="size-4" aria-hidden="true" /> {GIGS_TEXT.post}
            </Button>
          )}
        </section>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <nav aria-label="Gig lists" className="flex flex-wrap gap-1 rounded-md bg-muted p-1">
          {GIG_VIEWS.map((item) => (
            <Link
              key={item}
              to={item === 'open' ? '/gigs' : `/gigs?view=${item}`}
              aria-current={item === view ? 'page' : undefined}
              className={cn(
                'rounded-sm px-3 py-1.5 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
                item === view && 'bg-background text-foreground shadow-sm',
              )}
            >
              {VIEW_LABELS[item]}
            </Link>
          ))}
        </nav>
        <FilterSelect
          className="sm:w-56"
          label="Skill"
          value={skill}
          options={[{ value: '', label: 'All skills' }, ...[...new Set([...skills, ...(skill ? [skill] : [])])].map((value) => ({ value, label: value }))]}
          onChange={(value) => go({ skill: value })}
        />
      </div>
      {list.isError && (
        <p role="alert" className="text-muted-foreground">
          The gigs could not be loaded. Please try again.
        </p>
      )}
      {list.isPending ? (
        <div className="flex flex-col gap-4">
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-40 rounded-xl" />
        </div>
      ) : data && data.gigs.length === 0 ? (
        <p className="text-muted-foreground">{EMPTY[view]}</p>
      ) : (
        <>
          {data && (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {data.total === 1 ? '1 gig' : `${data.total.toLocaleString('en-US')} gigs`}
            </p>
          )}
          <ul className="flex flex-col gap-4">
            {data?.gigs.map((gig) => (
              <li key={gig.id}>
                <GigCard gig={gig} />
              </li>
            ))}
          </ul>
        </>
      )}
      <PageSteps label="Gig pages" page={page} pages={pages} onGo={(next) => go({ page: next })} />
    </div>
  );
}
