import { useState } from 'react';
import { COFOUNDER_ADMIT_MAX, cofounderAdmitSchema } from '#shared/schemas/cofounders.ts';
import { AdminField } from '#web/components/admin/admin-field.tsx';
import { AdminForm } from '#web/components/admin/admin-form.tsx';
import { AdminList } from '#web/components/admin/admin-list.tsx';
import { AdminPage } from '#web/components/admin/admin-page.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useAdmitCofounders, useCofounderLine } from '../api/cofounders.ts';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** /admin/cofounders — the co-founder waitlist in admission order, and admitting the next members. */
export function AdminCofoundersPage() {
  const line = useCofounderLine();
  const admit = useAdmitCofounders();
  const [admitted, setAdmitted] = useState<string | null>(null);
  const data = line.data;
  return (
    <AdminPage title="Co-founder Waitlist" intro={data ? `${data.waiting.toLocaleString('en-US')} waiting · ${data.admitted.toLocaleString('en-US')} on the matching list` : 'Loading…'}>
      <AdminForm
        title="Admit from the line"
        description="Members are admitted in line order: Legacy Founders (priority) first, then by when they joined. Each is notified."
        schema={cofounderAdmitSchema}
        defaultValues={{ count: 10 }}
        submitLabel="Admit the next members"
        pendingLabel="Admitting…"
        submitDisabled={!data || data.waiting === 0}
        onSubmit={async ({ count }) => {
          setAdmitted(null);
          const result = await admit.mutateAsync(count);
          setAdmitted(`${result.admitted === 1 ? '1 member' : `${result.admitted} members`} admitted; ${result.waiting} still waiting.`);
        }}
        className="flex"
        footer={admitted && <p role="status" className="text-sm">{admitted}</p>}
      >
        {(form) => (
          <AdminField form={form} name="count" label="Members to admit" options={{ valueAsNumber: true }}>
            {(control) => <Input {...control} type="number" inputMode="numeric" min={1} max={COFOUNDER_ADMIT_MAX} className="w-32" />}
          </AdminField>
        )}
      </AdminForm>
      <AdminList
        query={line}
        rows={data?.line}
        caption="The waitlist in admission order"
        rowKey={(entry) => entry.userId}
        empty="Nobody is waiting."
        failure="The waitlist could not be loaded. Please try again."
        columns={[
          { key: 'position', header: '#', cell: (entry) => entry.position },
          {
            key: 'member',
            header: 'Member',
            cell: (entry) => (
              <>
                {entry.displayName} {entry.priority && <Badge variant="brand">Priority</Badge>}
              </>
            ),
          },
          { key: 'email', header: 'E-mail', className: 'break-all', cell: (entry) => entry.email },
          { key: 'joined', header: 'Joined', className: 'whitespace-nowrap', cell: (entry) => when(entry.joinedAt) },
        ]}
      />
    </AdminPage>
  );
}
