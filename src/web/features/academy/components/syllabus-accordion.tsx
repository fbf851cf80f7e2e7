import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { Link } from 'react-router';
import type { SyllabusWeek } from '#shared/academy-syllabus.ts';
import type { CourseSummary } from '#shared/schemas/academy.ts';

/** The six-week syllabus: one week open at a time, and the open one can be closed again. */
export function SyllabusAccordion({ weeks, courses }: { weeks: SyllabusWeek[]; courses: CourseSummary[] }) {
  const bySlug = new Map(courses.map((course) => [course.slug, course]));
  return (
    <Accordion.Root type="single" collapsible className="flex flex-col gap-3">
      {weeks.map((week) => (
        <Accordion.Item key={week.week} value={`week-${week.week}`} className="rounded-xl border border-border bg-card shadow-sm">
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center gap-4 rounded-xl p-4 text-left focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700 dark:bg-brand-950 dark:text-brand-200">
                  {week.week}
                </span>
                <span className="flex-1">
                  <span className="block text-xs font-semibold tracking-wide text-muted-foreground uppercase">Week {week.week}</span>
                  <span className="block font-semibold">{week.title}</span>
                </span>
                <ChevronDown className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-4 pb-4 sm:pl-18">
            <h4 className="text-sm font-semibold">Topics</h4>
            <ul className="mt-1 list-disc pl-5 text-sm text-muted-foreground">
              {week.topics.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
            <h4 className="mt-3 text-sm font-semibold">Required courses</h4>
            <ul className="mt-1 flex flex-wrap gap-2">
              {week.requiredCourses.map((slug) => {
                const course = bySlug.get(slug);
                return (
                  <li key={slug}>
                    {course ? (
                      <Link
                        to={`/academy/${slug}`}
                        className="inline-flex rounded-full border border-border px-3 py-1 text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                      >
                        {course.title}
                        {course.isPro && <span className="ml-1 text-amber-700 dark:text-amber-400">(Pro)</span>}
                      </Link>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
