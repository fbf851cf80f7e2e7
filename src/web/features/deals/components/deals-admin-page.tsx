import { format } from 'date-fns';
import { toast } from 'sonner';
import { z } from 'zod';
import { DEAL_ACCESS, DEAL_CATEGORIES, DEAL_CATEGORY_LABELS, dealCreateSchema, type AdminDeal, type DealAccess, type DealCreateInput } from '#shared/schemas/deals.ts';
import { AdminAction } from '#web/components/admin/admin-action.tsx';
import { AdminField } from '#web/components/admin/admin-field.tsx';
import { AdminForm } from '#web/components/admin/admin-form.tsx';
import { AdminResourcePage, editorActions, type AdminEditorProps } from '#web/components/admin/admin-resource-page.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select, SelectOptions } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useAdminDeals, useCreateDeal, useUpdateDeal } from '../api/deals.ts';

const ACCESS_LABELS: Record<DealAccess, string> = { partner: 'Partner deal (Community and above)', exclusive: 'Exclusive deal (Master Builder and above)' };

/** The API's schema, with the last day picked as a date: the deal expires at the end of that day, in UTC. */
const dealFormSchema = z
  .object({ ...dealCreateSchema.shape, expiresAt: z.string() })
  .transform(({ expiresAt, ...deal }): DealCreateInput => ({ ...deal, expiresAt: expiresAt ? `${expiresAt}T23:59:59Z` : null }))
  .pipe(dealCreateSchema);

const NEW_DEAL = { partnerName: '', title: '', summary: '', category: 'software', access: 'partner', code: '', redeemUrl: '', terms: '', expiresAt: '' } as const;
const fieldsOf = (deal: AdminDeal) => ({
  partnerName: deal.partnerName,
  title: deal.title,
  summary: deal.summary,
  category: deal.category,
  access: deal.access,
  code: deal.code ?? '',
  redeemUrl: deal.redeemUrl ?? '',
  terms: deal.terms ?? '',
  expiresAt: deal.expiresAt?.slice(0, 10) ?? '',
});
const stateOf = (deal: AdminDeal) => (deal.retired ? 'Retired' : deal.expired ? 'Expired' : 'Listed');

function DealForm(editor: AdminEditorProps<AdminDeal, DealCreateInput>) {
  const deal = editor.row;
  return (
    <AdminForm
      title={deal ? `Edit ${deal.partnerName}` : 'Add a deal'}
      schema={dealFormSchema}
      defaultValues={deal ? fieldsOf(deal) : NEW_DEAL}
      {...editorActions(editor, 'Deal', 'add')}
    >
      {(form) => (
        <>
          <AdminField form={form} name="partnerName" label="Partner" required />
          <AdminField form={form} name="title" label="The deal" hint="e.g. 6 months free on the Starter plan" required />
          <AdminField form={form} name="summary" label="Description" required className="sm:col-span-2">
            {(control) => <Textarea {...control} rows={2} />}
          </AdminField>
          <AdminField form={form} name="category" label="Category">
            {(control) => (
              <Select {...control}>
                <SelectOptions values={DEAL_CATEGORIES} labels={DEAL_CATEGORY_LABELS} />
              </Select>
            )}
          </AdminField>
          <AdminField form={form} name="access" label="Who gets it">
            {(control) => (
              <Select {...control}>
                <SelectOptions values={DEAL_ACCESS} labels={ACCESS_LABELS} />
              </Select>
            )}
          </AdminField>
          <AdminField form={form} name="code" label="Code" hint="A code, a redeem link, or both." />
          <AdminField form={form} name="redeemUrl" label="Redeem link">
            {(control) => <Input {...control} type="url" placeholder="https://" />}
          </AdminField>
          <AdminField form={form} name="terms" label="Partner's terms" />
          <AdminField form={form} name="expiresAt" label="Last day" hint="Empty: no expiry. The deal leaves the directory after this day (UTC).">
            {(control) => <Input {...control} type="date" />}
          </AdminField>
        </>
      )}
    </AdminForm>
  );
}

/** /admin/deals: the partner and exclusive deals, for staff who publish. */
export function DealsAdminPage() {
  const deals = useAdminDeals();
  const create = useCreateDeal();
  const update = useUpdateDeal();
  return (
    <AdminResourcePage
      title="Partner Deals"
      intro="Everyone sees a listed deal; only members whose plan has it get the code and the link. Retired and expired deals leave the directory."
      list={{
        query: deals,
        rows: deals.data?.deals,
        items: 'deals',
        columns: [
          { key: 'deal', header: 'Deal', rowHeader: true, cell: (deal) => `${deal.partnerName}: ${deal.title}`, sortValue: (deal) => deal.partnerName },
          { key: 'state', header: 'State', cell: (deal) => <Badge variant={stateOf(deal) === 'Listed' ? 'brand' : 'secondary'}>{stateOf(deal)}</Badge>, sortValue: stateOf },
          { key: 'reveals', header: 'Codes asked for', cell: (deal) => deal.reveals, sortValue: (deal) => deal.reveals },
          { key: 'added', header: 'Added', className: 'whitespace-nowrap', cell: (deal) => format(new Date(deal.createdAt), 'MMMM d, yyyy'), sortValue: (deal) => deal.createdAt },
        ],
      }}
      rowName={(deal) => deal.partnerName}
      rowActions={(deal) => (
        <AdminAction
          label={deal.retired ? 'List again' : 'Retire'}
          accessibleName={`${deal.retired ? 'List again' : 'Retire'}: ${deal.partnerName}`}
          run={async () => {
            await update.mutateAsync({ id: deal.id, changes: { retired: !deal.retired } });
            toast.success(deal.retired ? 'Deal listed again' : 'Deal retired');
          }}
        />
      )}
      form={DealForm}
      save={(deal, values) => (deal ? update.mutateAsync({ id: deal.id, changes: values }) : create.mutateAsync(values))}
    />
  );
}
