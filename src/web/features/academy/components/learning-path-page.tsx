import { BookOpen, CheckCircle2, Circle, FileText, Route } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { GatedPage } from '#web/components/gated-page.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useLearningPath, usePathCaseStudy } from '../api/courses.ts';
import { courseLevelLabel } from '../lib/format.ts';

export const LEARNING_PATH_TEXT = {
  title: 'Your Learning Path',
  intro: 'Courses and case studies chosen from what you bookmark, upvote and rate, in the order that builds on itself.',
  noInterests: 'Bookmark, upvote or rate case studies and tactics, and your path will follow your interests.',
} as const;

/** /learning-path — PERSONALIZED_LEARNING_PATHS; visitors and other plans see the locked prompt. */
export function LearningPathPage() {
  return (
    <GatedPage feature="PERSONALIZED_LEARNING_PATHS" eyebrow={{ icon: Route, label: 'Learning Path' }} text={LEARNING_PATH_TEXT} width="max-w-4xl">
      {(viewer) => <PathView viewerId={viewer.id} />}
    </GatedPage>
  );
}

function PathView({ viewerId }: { viewerId: string }) {
  const query = useLearningPath(viewerId, true);
  const mark = usePathCaseStudy(viewerId);
  const path = query.data;
  if (query.isError)
    return (
      <p role="alert" className="mt-8 text-muted-foreground">
        Your learning path could not be loaded. Please try again.
      </p>
    );
  if (!path)
    return (
      <div className="mt-8 flex flex-col gap-4" role="status">
        <span className="sr-only">Loading your learning path...</span>
        <Skeleton className="h-16 rounded-xl" />
        <Skeleton className="h-28 rounded-xl" />
        <Skeleton className="h-28 rounded-xl" />
      </div>
    );
  return (
    <>
      <section aria-label="Progress" className="mt-8 rounded-xl border border-border bg-card p-5 shadow-sm">
        <div className="flex items-center justify-between text-sm font-medium">
          <span>
            {path.completedSteps} of {path.totalSteps} steps completed
          </span>
          <span>{path.percent}%</span>
        </div>
        <div className="mt-2 h-2 rounded-full bg-muted" role="progressbar" aria-label="Learning path progress" aria-valuenow={path.percent} aria-valuemin={0} aria-valuemax={100}>
          <div className="h-2 rounded-full bg-brand-600" style={{ width: `${path.percent}%` }} />
        </div>
        <div className="mt-4">
          <h2 className="text-sm font-semibold">Your interests</h2>
          {path.interests.length ? (
            <ul className="mt-2 flex flex-wrap gap-2">
              {path.interests.map((interest) => (
                <li key={`${interest.kind}-${interest.value}`}>
                  <Badge variant="brand">{interest.label}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-muted-foreground">{LEARNING_PATH_TEXT.noInterests}</p>
          )}
        </div>
      </section>
      <h2 className="mt-8 text-xl font-semibold">Your steps</h2>
      <ol className="mt-4 flex flex-col gap-4">
        {path.steps.map((step, index) => (
          <li key={`${step.kind}-${step.id}`} className="flex gap-4 rounded-xl border border-border bg-card p-5 shadow-sm">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-bold" aria-hidden="true">
              {index + 1}
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {step.kind === 'course' ? <BookOpen className="size-4" aria-hidden="true" /> : <FileText className="size-4" aria-hidden="true" />}
                {step.kind === 'course' ? `Course · ${courseLevelLabel(step.level)}` : 'Case study'}
                {step.completed && <span className="text-green-700 dark:text-green-400">· Completed</span>}
              </p>
              <h3 className="mt-1 text-lg font-semibold">
                <Link to={step.href} className="hover:underline">
                  {step.title}
                </Link>
              </h3>
              <p className="text-sm text-muted-foreground">{step.reason}</p>
              {step.kind === 'course' ? (
                <p className="mt-2 text-sm font-medium">
                  {step.completedModules} of {step.totalModules} modules completed
                </p>
              ) : (
                <Button
                  className="mt-3"
                  size="sm"
                  variant={step.completed ? 'secondary' : 'outline'}
                  aria-pressed={step.completed}
                  disabled={mark.isPending}
                  onClick={() => mark.mutate({ id: step.id, done: !step.completed }, { onError: (error) => toast.error(error.message) })}
                >
                  {step.completed ? <CheckCircle2 className="text-green-600" aria-hidden="true" /> : <Circle aria-hidden="true" />}
                  {step.completed ? 'Read' : 'Mark as read'}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
