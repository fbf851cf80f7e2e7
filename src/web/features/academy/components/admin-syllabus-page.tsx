import { z } from 'zod';
import { syllabusWeekWriteSchema, type SyllabusWeek } from '#shared/academy-syllabus.ts';
import type { CourseSummary } from '#shared/schemas/academy.ts';
import { AdminField } from '#web/components/admin/admin-field.tsx';
import { AdminForm } from '#web/components/admin/admin-form.tsx';
import { QueryStates } from '#web/components/admin/admin-list.tsx';
import { AdminPage } from '#web/components/admin/admin-page.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useCourses, useSaveSyllabusWeek, useSyllabus } from '../api/courses.ts';

/** The API's schema, with the topics written one per line. */
const weekFormSchema = z.object({
  title: syllabusWeekWriteSchema.shape.title,
  topics: z
    .string()
    .transform((text) => text.split('\n'))
    .pipe(syllabusWeekWriteSchema.shape.topics),
  requiredCourses: syllabusWeekWriteSchema.shape.requiredCourses,
});

/** /admin/syllabus — editors, administrators and super_admins edit each week's title, topics and required courses. */
export function AdminSyllabusPage({ viewerId }: { viewerId: string | null }) {
  const syllabus = useSyllabus();
  const courses = useCourses(viewerId);
  return (
    <AdminPage title="Academy Syllabus" intro="The six weeks members see under Structured Syllabus on /academy. Every save is recorded in the audit log.">
      <QueryStates query={{ isPending: syllabus.isPending || courses.isPending, isError: syllabus.isError || courses.isError }} failure="The syllabus could not be loaded. Please try again.">
        {() => (
          <div className="flex flex-col gap-6">
            {syllabus.data!.weeks.map((week) => (
              <WeekForm key={`${week.week}:${week.title}:${week.topics.join('|')}:${week.requiredCourses.join('|')}`} week={week} courses={courses.data!.courses} />
            ))}
          </div>
        )}
      </QueryStates>
    </AdminPage>
  );
}

function WeekForm({ week, courses }: { week: SyllabusWeek; courses: CourseSummary[] }) {
  const save = useSaveSyllabusWeek();
  return (
    <AdminForm
      title={`Week ${week.week}`}
      schema={weekFormSchema}
      defaultValues={{ title: week.title, topics: week.topics.join('\n'), requiredCourses: week.requiredCourses }}
      submitLabel={`Save week ${week.week}`}
      pendingLabel="Saving…"
      success={`Week ${week.week} saved.`}
      onSubmit={(values) => save.mutateAsync({ week: week.week, ...values })}
      className="flex flex-col gap-3"
    >
      {(form) => (
        <>
          <AdminField form={form} name="title" label="Title">
            {(control) => <Input {...control} maxLength={120} />}
          </AdminField>
          <AdminField form={form} name="topics" label="Topics (one per line)">
            {(control) => <Textarea {...control} rows={4} />}
          </AdminField>
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-medium">Required courses</legend>
            <div className="grid gap-1 sm:grid-cols-2">
              {courses.map((course) => (
                <label key={course.slug} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" value={course.slug} {...form.register('requiredCourses')} />
                  {course.title}
                </label>
              ))}
            </div>
          </fieldset>
        </>
      )}
    </AdminForm>
  );
}
