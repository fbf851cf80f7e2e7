import { useId, useState, type FormEvent } from 'react';
import { syllabusWeekWriteSchema, type SyllabusWeek } from '#shared/academy-syllabus.ts';
import type { CourseSummary } from '#shared/schemas/academy.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { useCourses, useSaveSyllabusWeek, useSyllabus } from '../api/courses.ts';

/** /admin/syllabus — editors, administrators and super_admins edit each week's title, topics and required courses. */
export function AdminSyllabusPage({ viewerId }: { viewerId: string | null }) {
  const syllabus = useSyllabus();
  const courses = useCourses(viewerId);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Academy Syllabus</h1>
      <p className="mt-2 text-muted-foreground">The six weeks members see under Structured Syllabus on /academy. Every save is recorded in the audit log.</p>
      {(syllabus.isError || courses.isError) && (
        <p role="alert" className="mt-6 text-muted-foreground">
          The syllabus could not be loaded. Please try again.
        </p>
      )}
      {syllabus.data && courses.data && (
        <div className="mt-6 flex flex-col gap-6">
          {syllabus.data.weeks.map((week) => (
            <WeekForm key={`${week.week}:${week.title}:${week.topics.join('|')}:${week.requiredCourses.join('|')}`} week={week} courses={courses.data.courses} />
          ))}
        </div>
      )}
    </div>
  );
}

function WeekForm({ week, courses }: { week: SyllabusWeek; courses: CourseSummary[] }) {
  const [title, setTitle] = useState(week.title);
  const [topics, setTopics] = useState(week.topics.join('\n'));
  const [required, setRequired] = useState(new Set(week.requiredCourses));
  const [message, setMessage] = useState<{ kind: 'error' | 'saved'; text: string } | null>(null);
  const save = useSaveSyllabusWeek();
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = syllabusWeekWriteSchema.safeParse({ title, topics: topics.split('\n'), requiredCourses: [...required] });
    if (!parsed.success) {
      setMessage({ kind: 'error', text: parsed.error.issues[0]?.message ?? 'Please check the week.' });
      return;
    }
    setMessage(null);
    save.mutate(
      { week: week.week, ...parsed.data },
      {
        onSuccess: () => setMessage({ kind: 'saved', text: `Week ${week.week} saved.` }),
        onError: (error) => setMessage({ kind: 'error', text: error.message }),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-sm">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Week {week.week}
      </h2>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input id={`${id}-title`} value={title} maxLength={120} onChange={(event) => setTitle(event.target.value)} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-topics`}>Topics (one per line)</Label>
        <textarea
          id={`${id}-topics`}
          value={topics}
          rows={4}
          onChange={(event) => setTopics(event.target.value)}
          className="rounded-md border border-border bg-background p-3 text-sm focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        />
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium">Required courses</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {courses.map((course) => (
            <label key={course.slug} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={required.has(course.slug)}
                onChange={(event) => {
                  const next = new Set(required);
                  if (event.target.checked) next.add(course.slug);
                  else next.delete(course.slug);
                  setRequired(next);
                }}
              />
              {course.title}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          Save week {week.week}
        </Button>
        {message && (
          <p role={message.kind === 'error' ? 'alert' : 'status'} className={message.kind === 'error' ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
            {message.text}
          </p>
        )}
      </div>
    </form>
  );
}
