import { ArrowLeft, CheckCircle2, Circle, Clock, Star } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { CourseDetail } from '#shared/schemas/academy.ts';
import { LockedPrompt, LOCKED_FEATURES } from '#web/components/locked-prompt.tsx';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Markdown } from '#web/components/ui/markdown.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { authPath } from '#web/lib/return-path.ts';
import { useCourse, useCourseAction } from '../api/courses.ts';
import { courseLevelLabel, courseTypeLabel, enrolledText, formatDuration, ratingText } from '../lib/format.ts';
import { COURSE_TEXT } from './course-card.tsx';
import { ContentNotFound } from '#web/components/content-not-found.tsx';

export const COURSE_NOT_FOUND = 'Course Not Found';

/** /academy/:slug — the course's modules, the member's progress and rating. */
export function CoursePage({ slug, viewerId }: { slug: string; viewerId: string | null }) {
  const query = useCourse(slug, viewerId);
  const course = query.data;
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  usePageMeta(course ? { title: course.title, description: course.summary } : { title: notFound ? COURSE_NOT_FOUND : 'Course' });
  if (notFound) return <CourseNotFound />;
  if (query.isError)
    return (
      <p role="alert" className="mx-auto max-w-xl px-4 py-16 text-center text-muted-foreground">
        The course could not be loaded. Please try again.
      </p>
    );
  if (!course) return <CourseSkeleton />;
  return <CourseView course={course} viewerId={viewerId} />;
}

function CourseView({ course, viewerId }: { course: CourseDetail; viewerId: string | null }) {
  const action = useCourseAction(course.slug, viewerId);
  const run = (input: Parameters<typeof action.mutate>[0]) =>
    action.mutate(input, { onError: (error) => toast.error(error instanceof Error ? error.message : 'Something went wrong. Please try again.') });
  const completed = course.viewer?.completedModules ?? 0;
  const percent = course.moduleCount === 0 ? 0 : Math.floor((completed / course.moduleCount) * 100);
  const returnTo = `/academy/${course.slug}`;
  const premium = LOCKED_FEATURES.premium_courses;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <Link to="/academy" className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to the Academy
      </Link>
      <header className="mt-4">
        <div className="flex flex-wrap gap-2">
          <Badge variant="brand">{courseTypeLabel(course.courseType)}</Badge>
          <Badge variant="outline">{courseLevelLabel(course.level)}</Badge>
          {course.isPro && <Badge className="bg-gradient-to-r from-amber-500 to-orange-600">Pro</Badge>}
        </div>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{course.title}</h1>
        <p className="mt-3 text-lg text-pretty text-muted-foreground">{course.summary}</p>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span>{course.moduleCount} modules</span>
          <span>{formatDuration(course.durationMinutes)}</span>
          <span>{ratingText(course.rating, course.ratingCount)}</span>
          <span>{enrolledText(course.enrolledCount)}</span>
        </p>
      </header>

      {course.locked ? (
        <LockedPrompt className="my-8" kind="feature_locked" feature={premium.feature} tier={premium.tier} unlockLabel={premium.unlockLabel} returnTo={returnTo} />
      ) : course.viewer === null ? (
        <p className="mt-6 rounded-lg border border-border bg-muted/40 p-4 text-sm">
          <Link to={authPath('signin', returnTo)} className="font-medium text-brand-700 underline dark:text-brand-300">
            Sign in
          </Link>{' '}
          to track your progress and rate this course.
        </p>
      ) : (
        <section aria-label="Your progress" className="mt-6 rounded-xl border border-border bg-card p-5 shadow-sm">
          {course.viewer.enrolled ? (
            <>
              <div className="flex items-center justify-between text-sm font-medium">
                <span>
                  {completed} of {course.moduleCount} modules completed
                </span>
                <span>{percent}%</span>
              </div>
              <div className="mt-2 h-2 rounded-full bg-muted" role="progressbar" aria-label="Course progress" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
                <div className="h-2 rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
              </div>
              <RatingControl value={course.viewer.rating} disabled={action.isPending} onRate={(rating) => run({ kind: 'rate', rating })} />
            </>
          ) : (
            <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-muted-foreground">Start the course to track your progress through its modules.</p>
              <Button onClick={() => run({ kind: 'start' })} disabled={action.isPending}>
                {COURSE_TEXT.start}
              </Button>
            </div>
          )}
        </section>
      )}

      <ol className="mt-8 flex flex-col gap-6">
        {course.modules.map((module) => (
          <li key={module.id} id={`module-${module.position}`} className="scroll-mt-24 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Module {module.position}</p>
                <h2 className="text-xl font-semibold">{module.title}</h2>
                <p className="mt-1 inline-flex items-center gap-1 text-sm text-muted-foreground">
                  <Clock className="size-4" aria-hidden="true" /> {formatDuration(module.durationMinutes)}
                </p>
              </div>
              {course.viewer !== null && !course.locked && (
                <Button
                  variant={module.completed ? 'secondary' : 'outline'}
                  size="sm"
                  aria-pressed={module.completed}
                  disabled={action.isPending}
                  onClick={() => run({ kind: module.completed ? 'uncomplete' : 'complete', moduleId: module.id })}
                >
                  {module.completed ? <CheckCircle2 className="text-green-600" aria-hidden="true" /> : <Circle aria-hidden="true" />}
                  {module.completed ? 'Completed' : 'Mark complete'}
                </Button>
              )}
            </div>
            <p className="mt-3 text-muted-foreground">{module.summary}</p>
            {module.body !== null && (
              <div className="mt-4 border-t border-border pt-4">
                <Markdown look="lesson" source={module.body} />
              </div>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

function RatingControl({ value, disabled, onRate }: { value: number | null; disabled: boolean; onRate: (rating: number) => void }) {
  return (
    <fieldset className="mt-4 flex flex-wrap items-center gap-2">
      <legend className="sr-only">Your rating</legend>
      <span className="text-sm font-medium" aria-hidden="true">
        Your rating
      </span>
      {[1, 2, 3, 4, 5].map((star) => (
        <button
          key={star}
          type="button"
          disabled={disabled}
          aria-pressed={value === star}
          aria-label={`Rate ${star} out of 5`}
          onClick={() => onRate(star)}
          className="rounded p-0.5 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:opacity-60"
        >
          <Star className={`size-6 ${value !== null && star <= value ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground'}`} aria-hidden="true" />
        </button>
      ))}
    </fieldset>
  );
}

function CourseNotFound() {
  return <ContentNotFound title={COURSE_NOT_FOUND} text="This course does not exist or is no longer available." back={{ to: '/academy', label: 'Browse the Academy' }} />;
}

function CourseSkeleton() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10" role="status">
      <span className="sr-only">Loading course...</span>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="mt-4 h-5 w-full" />
      <Skeleton className="mt-8 h-40 w-full rounded-xl" />
      <Skeleton className="mt-6 h-40 w-full rounded-xl" />
    </div>
  );
}
