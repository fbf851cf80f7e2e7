import { GraduationCap } from 'lucide-react';
import { useState } from 'react';
import type { CourseSummary } from '#shared/schemas/academy.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useCourses, useSyllabus } from '../api/courses.ts';
import { CourseCard } from './course-card.tsx';
import { SyllabusAccordion } from './syllabus-accordion.tsx';
import { UnlockCourseDialog } from './unlock-course-dialog.tsx';

export const ACADEMY_TEXT = {
  title: 'Flightdeck Academy',
  intro: 'Courses, deep dives and reports built from real startup case studies, plus a six-week syllabus that takes you from idea to scale.',
  library: 'Course Library',
  syllabus: 'Structured Syllabus',
  loadFailed: 'The courses could not be loaded. Please try again.',
} as const;

/** /academy — the course library and the structured syllabus. */
export function AcademyPage({ viewerId }: { viewerId: string | null }) {
  const query = useCourses(viewerId);
  const syllabus = useSyllabus();
  const [unlockOpen, setUnlockOpen] = useState(false);
  const courses: CourseSummary[] = query.data?.courses ?? [];
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="max-w-3xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 dark:text-brand-300">
          <GraduationCap className="size-5" aria-hidden="true" /> Academy
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{ACADEMY_TEXT.title}</h1>
        <p className="mt-3 text-lg text-pretty text-muted-foreground">{ACADEMY_TEXT.intro}</p>
      </header>
      <Tabs defaultValue="library" className="mt-8">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="library" className="whitespace-nowrap">{ACADEMY_TEXT.library}</TabsTrigger>
          <TabsTrigger value="syllabus" className="whitespace-nowrap">{ACADEMY_TEXT.syllabus}</TabsTrigger>
        </TabsList>
        <TabsContent value="library">
          <h2 className="sr-only">{ACADEMY_TEXT.library}</h2>
          {query.isError ? (
            <p role="alert" className="rounded-lg border border-border p-6 text-center text-muted-foreground">
              {ACADEMY_TEXT.loadFailed}
            </p>
          ) : query.isPending ? (
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" role="status">
              <span className="sr-only">Loading courses...</span>
              {Array.from({ length: 6 }, (_, index) => (
                <Skeleton key={index} className="h-72 rounded-xl" />
              ))}
            </div>
          ) : (
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {courses.map((course) => (
                <CourseCard key={course.id} course={course} onUnlock={() => setUnlockOpen(true)} />
              ))}
            </div>
          )}
        </TabsContent>
        <TabsContent value="syllabus">
          <h2 className="text-xl font-semibold">6-Week Founder Bootcamp Syllabus</h2>
          <p className="mt-1 mb-4 text-muted-foreground">Each week names its topics and the courses to complete.</p>
          {syllabus.isError ? (
            <p role="alert" className="text-muted-foreground">
              The syllabus could not be loaded. Please try again.
            </p>
          ) : (
            <SyllabusAccordion weeks={syllabus.data?.weeks ?? []} courses={courses} />
          )}
        </TabsContent>
      </Tabs>
      <UnlockCourseDialog open={unlockOpen} onOpenChange={setUnlockOpen} returnTo="/academy" />
    </div>
  );
}
