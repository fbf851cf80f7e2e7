import { BookOpen, Clock, Lock, Star, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { CourseSummary } from '#shared/schemas/academy.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { courseLevelLabel, courseTypeLabel, enrolledText, formatDuration, ratingText } from '../lib/format.ts';

export const COURSE_TEXT = { start: 'Start Course', continue: 'Continue Course', unlock: 'Unlock Course' } as const;

/** A course in the library: type, level, modules, duration, rating, students, Pro flag and its one action. */
export function CourseCard({ course, onUnlock }: { course: CourseSummary; onUnlock: () => void }) {
  const started = course.viewer?.enrolled ?? false;
  const href = `/academy/${course.slug}`;
  return (
    <article className="flex flex-col rounded-xl border border-border bg-card p-5 shadow-sm" aria-labelledby={`course-${course.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="brand">{courseTypeLabel(course.courseType)}</Badge>
        <Badge variant="outline">{courseLevelLabel(course.level)}</Badge>
        {course.isPro && (
          <Badge className="bg-gradient-to-r from-amber-500 to-orange-600">
            <Star className="size-3" aria-hidden="true" /> Pro
          </Badge>
        )}
      </div>
      <h3 id={`course-${course.id}`} className="mt-3 text-lg leading-snug font-semibold">
        <Link to={href} className="hover:underline focus-visible:underline">
          {course.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-pretty text-muted-foreground">{course.summary}</p>
      <dl className="mt-4 grid grid-cols-2 gap-x-3 gap-y-2 text-sm text-muted-foreground">
        <div className="flex items-center gap-1.5">
          <BookOpen className="size-4" aria-hidden="true" />
          <dt className="sr-only">Modules</dt>
          <dd>{course.moduleCount} modules</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Clock className="size-4" aria-hidden="true" />
          <dt className="sr-only">Duration</dt>
          <dd>{formatDuration(course.durationMinutes)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Star className="size-4 text-amber-500" aria-hidden="true" />
          <dt className="sr-only">Rating</dt>
          <dd>{ratingText(course.rating, course.ratingCount)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Users className="size-4" aria-hidden="true" />
          <dt className="sr-only">Students</dt>
          <dd>{enrolledText(course.enrolledCount)}</dd>
        </div>
      </dl>
      {started && course.viewer && (
        <p className="mt-3 text-sm font-medium text-brand-700 dark:text-brand-300">
          {course.viewer.completedModules} of {course.moduleCount} modules completed
        </p>
      )}
      <div className="mt-auto pt-5">
        {course.locked ? (
          <Button variant="outline" className="w-full" onClick={onUnlock}>
            <Lock aria-hidden="true" /> {COURSE_TEXT.unlock}
          </Button>
        ) : (
          <Button asChild className="w-full">
            <Link to={href}>{started ? COURSE_TEXT.continue : COURSE_TEXT.start}</Link>
          </Button>
        )}
      </div>
    </article>
  );
}
