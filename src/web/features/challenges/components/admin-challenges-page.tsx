import { useState } from 'react';
import { z } from 'zod';
import { CHALLENGE_BRIEF_MAX, CHALLENGE_TITLE_MAX, challengeWriteSchema, isoWeekOf, weekRangeLabel, type AdminChallenge, type ChallengeWriteInput } from '#shared/schemas/challenges.ts';
import { AdminField } from '#web/components/admin/admin-field.tsx';
import { AdminForm } from '#web/components/admin/admin-form.tsx';
import { QueryStates } from '#web/components/admin/admin-list.tsx';
import { AdminPage } from '#web/components/admin/admin-page.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
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

/** The API's schema, with the linked item given as the address of its page. */
const challengeFormSchema = z
  .object({
    week: challengeWriteSchema.shape.week,
    title: challengeWriteSchema.shape.title,
    brief: challengeWriteSchema.shape.brief,
    link: z.string().refine((address) => linkIds(address) !== null, 'Paste the address of a tactic or case study page, e.g. /tactics/…'),
  })
  .transform(({ link, ...challenge }): ChallengeWriteInput => ({ ...challenge, ...linkIds(link)! }))
  .pipe(challengeWriteSchema);

type Draft = { id: string | null; week: string; title: string; brief: string; link: string };
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** /admin/challenges — editors, administrators and super_admins set each week's challenge and see who joined. */
export function AdminChallengesPage() {
  const list = useAdminChallenges();
  const [draft, setDraft] = useState<Draft | null>(null);
  return (
    <AdminPage
      title="Weekly Challenges"
      intro="One challenge per ISO week, Monday to Sunday (UTC), for Master Builder and Legacy Founder members. A challenge can be edited until its week starts. Every save is recorded in the audit log."
    >
      <QueryStates query={list} failure="The challenges could not be loaded. Please try again.">
        {() => (
          <>
            {draft ? (
              <ChallengeForm key={draft.id ?? 'new'} draft={draft} onDone={() => setDraft(null)} />
            ) : (
              <div>
                <Button onClick={() => setDraft({ id: null, week: isoWeekOf(list.data!.thisWeek), title: '', brief: '', link: '' })}>New challenge</Button>
              </div>
            )}
            <ul className="flex flex-col gap-4">
              {list.data!.challenges.map((challenge) => (
                <ChallengeItem
                  key={challenge.id}
                  challenge={challenge}
                  current={challenge.startsOn === list.data!.thisWeek}
                  onEdit={() => setDraft({ id: challenge.id, week: challenge.week, title: challenge.title, brief: challenge.brief, link: addressOf(challenge) })}
                />
              ))}
            </ul>
          </>
        )}
      </QueryStates>
    </AdminPage>
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
        <DataTable
          className="mt-2"
          caption={`Members taking part in “${challenge.title}”`}
          rows={challenge.participants}
          rowKey={(participant) => participant.memberId}
          empty="Nobody has joined yet."
          columns={[
            { key: 'member', header: 'Member', cell: (participant) => participant.displayName, sortValue: (participant) => participant.displayName },
            { key: 'pod', header: 'Pod', cell: (participant) => participant.pod, sortValue: (participant) => participant.pod },
            { key: 'checkIns', header: 'Check-ins', cell: (participant) => participant.checkIns, sortValue: (participant) => participant.checkIns },
            { key: 'completed', header: 'Completed', cell: (participant) => (participant.completedAt ? day(participant.completedAt) : '—'), sortValue: (participant) => participant.completedAt ?? '' },
          ]}
        />
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
  const save = useSaveChallenge();
  return (
    <AdminForm
      title={draft.id ? 'Edit challenge' : 'New challenge'}
      schema={challengeFormSchema}
      defaultValues={{ week: draft.week, title: draft.title, brief: draft.brief, link: draft.link }}
      submitLabel={draft.id ? 'Save changes' : 'Set challenge'}
      pendingLabel="Saving…"
      onSubmit={async (values) => {
        await save.mutateAsync({ id: draft.id, ...values });
        onDone();
      }}
      onCancel={onDone}
      className="flex flex-col gap-4"
    >
      {(form) => (
        <>
          <AdminField form={form} name="week" label="Week" hint="The ISO week it runs, e.g. 2026-W48 (Monday to Sunday, UTC)." required>
            {(control) => <Input {...control} type="week" placeholder="2026-W48" />}
          </AdminField>
          <AdminField form={form} name="title" label="Title" required>
            {(control) => <Input {...control} maxLength={CHALLENGE_TITLE_MAX} />}
          </AdminField>
          <AdminField form={form} name="brief" label="Brief" hint="Markdown: **bold**, lists, links." required>
            {(control) => <Textarea {...control} maxLength={CHALLENGE_BRIEF_MAX} rows={8} />}
          </AdminField>
          <AdminField form={form} name="link" label="Linked tactic or case study (optional)" hint="Paste the address of its page, e.g. /tactics/… or /case-studies/…" />
        </>
      )}
    </AdminForm>
  );
}
