import { useId, useState, type FormEvent } from 'react';
import { CHALLENGE_BRIEF_MAX, CHALLENGE_TITLE_MAX, challengeWriteSchema, isoWeekOf, weekRangeLabel, type AdminChallenge } from '#shared/schemas/challenges.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useAdminChallenges, useSaveChallenge } from '../api/challenges.ts';

const LINK_PATTERN = /\/(tactics|case-studies)\/([0-9a-f-]{36})/i;

/** The address staff paste for a linked tactic or case study, as the API's ids. */
function linkIds(address: string): { tacticId: string | null; caseStudyId: string | null } | null {
  if (!address.trim()) return { tacticId: null, caseStudyId: null };
  const match = LINK_PATTERN.exec(address);
  if (!match) return null;
  return match[1] === 'tactics' ? { tacticId: match[2]!, caseStudyId: null } : { tacticId: null, caseStudyId: match[2]! };
}
const addressOf = (challenge: AdminChallenge) => (challenge.link ? `/${challenge.link.kind === 'tactic' ? 'tactics' : 'case-studies'}/${challenge.link.id}` : '');

type Draft = { id: string | null; week: string; title: string; brief: string; link: string };
const emptyDraft = (week: string): Draft => ({ id: null, week, title: '', brief: '', link: '' });

/** /admin/challenges — editors, administrators and super_admins set each week's challenge and see who joined. */
export function AdminChallengesPage() {
  const list = useAdminChallenges();
  const [draft, setDraft] = useState<Draft | null>(null);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Weekly Challenges</h1>
      <p className="mt-2 text-muted-foreground">
        One challenge per ISO week, Monday to Sunday (UTC), for Master Builder and Legacy Founder members. A challenge can be edited until its week starts. Every save is recorded in the audit log.
      </p>
      {list.isError && (
        <p role="alert" className="mt-6 text-muted-foreground">
          The challenges could not be loaded. Please try again.
        </p>
      )}
      {list.data && (
        <>
          {draft ? (
            <ChallengeForm key={draft.id ?? 'new'} draft={draft} onDone={() => setDraft(null)} />
          ) : (
            <Button className="mt-6" onClick={() => setDraft(emptyDraft(isoWeekOf(list.data.thisWeek)))}>
              New challenge
            </Button>
          )}
          <ul className="mt-8 flex flex-col gap-4">
            {list.data.challenges.map((challenge) => (
              <ChallengeItem
                key={challenge.id}
                challenge={challenge}
                current={challenge.startsOn === list.data.thisWeek}
                onEdit={() => setDraft({ id: challenge.id, week: challenge.week, title: challenge.title, brief: challenge.brief, link: addressOf(challenge) })}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function ChallengeItem({ challenge, current, onEdit }: { challenge: AdminChallenge; current: boolean; onEdit: () => void }) {
  const completed = challenge.participants.filter((participant) => participant.completedAt).length;
  return (
    <li className="rounded-xl border border-border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm text-muted-foreground">
          {challenge.week} · {weekRangeLabel(challenge.startsOn)}
        </p>
        {current && <Badge variant="brand">This week</Badge>}
        {challenge.editable && <Badge variant="outline">Not started</Badge>}
      </div>
      <h2 className="mt-1 text-lg font-semibold">{challenge.title}</h2>
      {challenge.link && (
        <p className="text-sm text-muted-foreground">
          Linked {challenge.link.kind === 'tactic' ? 'tactic' : 'case study'}: {challenge.link.title}
        </p>
      )}
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium">
          Who joined ({challenge.participants.length}, {completed} completed)
        </summary>
        {challenge.participants.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">Nobody has joined yet.</p>
        ) : (
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-1 pr-3 font-medium">Member</th>
                  <th scope="col" className="py-1 pr-3 font-medium">Pod</th>
                  <th scope="col" className="py-1 pr-3 font-medium">Check-ins</th>
                  <th scope="col" className="py-1 font-medium">Completed</th>
                </tr>
              </thead>
              <tbody>
                {challenge.participants.map((participant) => (
                  <tr key={participant.memberId} className="border-b border-border/60 last:border-b-0">
                    <td className="py-1 pr-3">{participant.displayName}</td>
                    <td className="py-1 pr-3">{participant.pod}</td>
                    <td className="py-1 pr-3">{participant.checkIns}</td>
                    <td className="py-1">{participant.completedAt ? new Date(participant.completedAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>
      {challenge.editable && (
        <Button variant="outline" size="sm" className="mt-3" onClick={onEdit}>
          Edit “{challenge.title}”
        </Button>
      )}
    </li>
  );
}

function ChallengeForm({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const [values, setValues] = useState(draft);
  const [errors, setErrors] = useState<Partial<Record<'week' | 'title' | 'brief' | 'link' | 'form', string>>>({});
  const save = useSaveChallenge();
  const headingId = useId();
  const set = (key: keyof Draft) => (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value });

  function submit(event: FormEvent) {
    event.preventDefault();
    const link = linkIds(values.link);
    if (!link) {
      setErrors({ link: 'Paste the address of a tactic or case study page, e.g. /tactics/…' });
      return;
    }
    const parsed = challengeWriteSchema.safeParse({ week: values.week, title: values.title, brief: values.brief, ...link });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'tacticId' || issue.path[0] === 'caseStudyId' ? 'link' : (issue.path[0] as 'week' | 'title' | 'brief');
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate({ id: values.id, week: values.week, title: values.title, brief: values.brief, ...link }, { onSuccess: onDone, onError: (error) => setErrors({ form: error.message }) });
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId} className="mt-6 flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold">
        {values.id ? 'Edit challenge' : 'New challenge'}
      </h2>
      <Field label="Week" hint="The ISO week it runs, e.g. 2026-W48 (Monday to Sunday, UTC)." error={errors.week} required>
        {(control) => <Input {...control} type="week" value={values.week} onChange={set('week')} placeholder="2026-W48" />}
      </Field>
      <Field label="Title" error={errors.title} required>
        {(control) => <Input {...control} value={values.title} maxLength={CHALLENGE_TITLE_MAX} onChange={set('title')} />}
      </Field>
      <Field label="Brief" hint="Markdown: **bold**, lists, links." error={errors.brief} required>
        {(control) => <Textarea {...control} value={values.brief} maxLength={CHALLENGE_BRIEF_MAX} rows={8} onChange={set('brief')} />}
      </Field>
      <Field label="Linked tactic or case study (optional)" hint="Paste the address of its page, e.g. /tactics/… or /case-studies/…" error={errors.link}>
        {(control) => <Input {...control} value={values.link} onChange={set('link')} />}
      </Field>
      {errors.form && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errors.form}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {values.id ? 'Save changes' : 'Set challenge'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
