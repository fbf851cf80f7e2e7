import { Bookmark, BookmarkCheck, Eye, MessageSquare, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import type { IdeaCard as IdeaCardData } from '#shared/schemas/ideas.ts';
import { HighlightedText } from '#web/components/highlighted-text.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog.tsx';
import { OutcomeBadge } from '#web/entities/case-study/ui/outcome-badge.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { authPath } from '#web/lib/return-path.ts';
import { caseStudyPath } from '#web/entities/case-study/model/paths.ts';
import { useRecordIdeaView, useSaveIdea } from '../api/ideas.ts';

const count = new Intl.NumberFormat('en-US');

/** One idea: its popularity and what it is computed from, saving, and its case studies in a dialog. */
export function IdeaCard({ idea }: { idea: IdeaCardData }) {
  const [open, setOpen] = useState(false);
  const recordView = useRecordIdeaView();
  function openDetails(next: boolean) {
    setOpen(next);
    if (next) recordView.mutate(idea.id);
  }
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg leading-snug font-semibold">
          <HighlightedText text={idea.title} ranges={idea.highlights?.title ?? []} />
        </h3>
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800 tabular-nums dark:bg-brand-950 dark:text-brand-100" title="Popularity: views plus saves">
          <TrendingUp className="size-3.5" aria-hidden="true" />
          <span className="sr-only">Popularity </span>
          {count.format(idea.popularityScore)}
        </span>
      </div>
      <p className="text-sm text-muted-foreground">
        <HighlightedText text={idea.summary} ranges={idea.highlights?.summary ?? []} />
      </p>
      <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label="Activity">
        <li className="inline-flex items-center gap-1">
          <Eye className="size-3.5" aria-hidden="true" />
          {count.format(idea.viewCount)} {idea.viewCount === 1 ? 'view' : 'views'}
        </li>
        <li className="inline-flex items-center gap-1">
          <Bookmark className="size-3.5" aria-hidden="true" />
          {count.format(idea.saveCount)} {idea.saveCount === 1 ? 'save' : 'saves'}
        </li>
        <li className="inline-flex items-center gap-1">
          <MessageSquare className="size-3.5" aria-hidden="true" />
          {count.format(idea.discussionCount)} {idea.discussionCount === 1 ? 'discussion' : 'discussions'}
        </li>
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => openDetails(true)}>
          Details<span className="sr-only">: {idea.title}</span>
        </Button>
        <SaveButton idea={idea} />
      </div>
      <Dialog open={open} onOpenChange={openDetails}>
        <DialogContent className="max-w-lg">
          <DialogTitle className="pr-8 text-xl font-bold">{idea.title}</DialogTitle>
          <DialogDescription className="text-sm text-muted-foreground">{idea.summary}</DialogDescription>
          <section aria-labelledby={`${idea.id}-studies`}>
            <h4 id={`${idea.id}-studies`} className="text-sm font-semibold">
              Case studies behind this idea
            </h4>
            {idea.caseStudies.length > 0 ? (
              <ul className="mt-2 flex flex-col gap-2">
                {idea.caseStudies.map((study) => (
                  <li key={study.id} className="flex items-start gap-2 text-sm">
                    <OutcomeBadge type={study.caseStudyType} look="text" />
                    <Link to={caseStudyPath(study.id)} className="text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
                      {study.title}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-muted-foreground">No case studies are linked to this idea yet.</p>
            )}
          </section>
          <p className="text-xs text-muted-foreground">This idea's discussions are counted on these case studies.</p>
        </DialogContent>
      </Dialog>
    </li>
  );
}

function SaveButton({ idea }: { idea: IdeaCardData }) {
  const { status } = useAuth();
  const { pathname, search } = useLocation();
  const save = useSaveIdea();
  if (status !== 'signed-in') {
    return (
      <Button asChild variant="ghost" size="sm">
        <Link to={authPath('signin', `${pathname}${search}`)}>
          <Bookmark aria-hidden="true" />
          Sign in to save<span className="sr-only">: {idea.title}</span>
        </Link>
      </Button>
    );
  }
  return (
    <Button
      variant={idea.saved ? 'secondary' : 'ghost'}
      size="sm"
      aria-pressed={idea.saved}
      disabled={save.isPending}
      onClick={() => save.mutate({ id: idea.id, saved: !idea.saved }, { onError: (error) => toast.error('Error', { description: error.message }) })}
    >
      {idea.saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
      {idea.saved ? 'Saved' : 'Save'}
      <span className="sr-only">: {idea.title}</span>
    </Button>
  );
}
