import { format } from 'date-fns';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { DEAL_ACCESS, DEAL_CATEGORIES, DEAL_CATEGORY_LABELS, type AdminDeal, type DealAccess, type DealCategory, type DealCreateInput } from '#shared/schemas/deals.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useAdminDeals, useCreateDeal, useUpdateDeal } from '../api/deals.ts';

const ACCESS_LABELS: Record<DealAccess, string> = { partner: 'Partner deal (Community and above)', exclusive: 'Exclusive deal (Master Builder and above)' };

type DealFields = { partnerName: string; title: string; summary: string; category: DealCategory; access: DealAccess; code: string; redeemUrl: string; terms: string; expiresOn: string };
const NEW_DEAL: DealFields = { partnerName: '', title: '', summary: '', category: 'software', access: 'partner', code: '', redeemUrl: '', terms: '', expiresOn: '' };

/** The form's fields as the API takes them; the expiry is the end of the chosen day, in UTC. */
const toInput = (fields: DealFields): DealCreateInput => ({
  partnerName: fields.partnerName,
  title: fields.title,
  summary: fields.summary,
  category: fields.category,
  access: fields.access,
  code: fields.code,
  redeemUrl: fields.redeemUrl,
  terms: fields.terms,
  expiresAt: fields.expiresOn ? `${fields.expiresOn}T23:59:59Z` : null,
});
const fieldsOf = (deal: AdminDeal): DealFields => ({
  partnerName: deal.partnerName,
  title: deal.title,
  summary: deal.summary,
  category: deal.category,
  access: deal.access,
  code: deal.code ?? '',
  redeemUrl: deal.redeemUrl ?? '',
  terms: deal.terms ?? '',
  expiresOn: deal.expiresAt?.slice(0, 10) ?? '',
});

function DealForm({ label, initial, submitLabel, pending, error, onSubmit }: { label: string; initial: DealFields; submitLabel: string; pending: boolean; error: string | null; onSubmit: (fields: DealFields) => void }) {
  const [fields, setFields] = useState(initial);
  const set = <K extends keyof DealFields>(key: K, value: DealFields[K]) => setFields((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(fields);
  };
  return (
    <form aria-label={label} onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate>
      <Field label="Partner" required>
        {(control) => <Input {...control} value={fields.partnerName} onChange={(event) => set('partnerName', event.target.value)} />}
      </Field>
      <Field label="The deal" hint="e.g. 6 months free on the Starter plan" required>
        {(control) => <Input {...control} value={fields.title} onChange={(event) => set('title', event.target.value)} />}
      </Field>
      <Field label="Description" required className="sm:col-span-2">
        {(control) => <Textarea {...control} rows={2} value={fields.summary} onChange={(event) => set('summary', event.target.value)} />}
      </Field>
      <Field label="Category">
        {(control) => (
          <Select {...control} value={fields.category} onChange={(event) => set('category', event.target.value as DealCategory)}>
            {DEAL_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {DEAL_CATEGORY_LABELS[category]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Who gets it">
        {(control) => (
          <Select {...control} value={fields.access} onChange={(event) => set('access', event.target.value as DealAccess)}>
            {DEAL_ACCESS.map((access) => (
              <option key={access} value={access}>
                {ACCESS_LABELS[access]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Code" hint="A code, a redeem link, or both.">
        {(control) => <Input {...control} value={fields.code} onChange={(event) => set('code', event.target.value)} />}
      </Field>
      <Field label="Redeem link">
        {(control) => <Input {...control} type="url" value={fields.redeemUrl} onChange={(event) => set('redeemUrl', event.target.value)} placeholder="https://" />}
      </Field>
      <Field label="Partner's terms">
        {(control) => <Input {...control} value={fields.terms} onChange={(event) => set('terms', event.target.value)} />}
      </Field>
      <Field label="Last day" hint="Empty: no expiry. The deal leaves the directory after this day (UTC).">
        {(control) => <Input {...control} type="date" value={fields.expiresOn} onChange={(event) => set('expiresOn', event.target.value)} />}
      </Field>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" size="sm" disabled={pending}>
          {submitLabel}
        </Button>
        {error && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
      </div>
    </form>
  );
}

function DealCard({ deal }: { deal: AdminDeal }) {
  const update = useUpdateDeal();
  const state = deal.retired ? 'Retired' : deal.expired ? 'Expired' : 'Listed';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
          {deal.partnerName}: {deal.title}
          <Badge variant={state === 'Listed' ? 'brand' : 'secondary'}>{state}</Badge>
        </CardTitle>
        <CardDescription>
          {deal.reveals === 1 ? '1 member asked for the code' : `${deal.reveals} members asked for the code`} · added {format(new Date(deal.createdAt), 'MMMM d, yyyy')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <DealForm
          label={`Edit ${deal.partnerName}`}
          initial={fieldsOf(deal)}
          submitLabel="Save"
          pending={update.isPending}
          error={update.error?.message ?? null}
          onSubmit={(fields) => update.mutate({ id: deal.id, changes: toInput(fields) }, { onSuccess: () => toast.success('Deal saved') })}
        />
        <div>
          <Button variant="outline" size="sm" disabled={update.isPending} onClick={() => update.mutate({ id: deal.id, changes: { retired: !deal.retired } }, { onSuccess: () => toast.success(deal.retired ? 'Deal listed again' : 'Deal retired') })}>
            {deal.retired ? 'List again' : 'Retire'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** /admin/deals: the partner and exclusive deals, for staff who publish. */
export function DealsAdminPage() {
  const deals = useAdminDeals();
  const create = useCreateDeal();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">Partner Deals</h1>
        <p className="text-muted-foreground">Everyone sees a listed deal; only members whose plan has it get the code and the link. Retired and expired deals leave the directory.</p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Add a deal</CardTitle>
        </CardHeader>
        <CardContent>
          <DealForm
            key={create.data?.id ?? 'new'}
            label="Add a deal"
            initial={NEW_DEAL}
            submitLabel="Add deal"
            pending={create.isPending}
            error={create.error?.message ?? null}
            onSubmit={(fields) => create.mutate(toInput(fields), { onSuccess: () => toast.success('Deal added') })}
          />
        </CardContent>
      </Card>
      <section aria-label="Deals" className="grid gap-4">
        {deals.isPending && <Skeleton className="h-48 w-full" />}
        {deals.isError && <p role="alert">The deals could not be loaded. Please try again.</p>}
        {deals.data?.deals.length === 0 && <p className="text-muted-foreground">No deals yet.</p>}
        {deals.data?.deals.map((deal) => <DealCard key={`${deal.id}:${deal.updatedAt}`} deal={deal} />)}
      </section>
    </div>
  );
}
