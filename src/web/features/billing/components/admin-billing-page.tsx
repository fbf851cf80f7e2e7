import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { PLANS } from '#shared/plans.ts';
import { formatCents, formatLongDate } from '#shared/domain/billing.ts';
import { PAID_TIERS, promotionCreateSchema, type AdminPayment, type AdminPromotion, type PromotionCreate, type RefundResult } from '#shared/schemas/billing.ts';
import { AdminField } from '#web/components/admin/admin-field.tsx';
import { AdminForm } from '#web/components/admin/admin-form.tsx';
import { AdminList } from '#web/components/admin/admin-list.tsx';
import { AdminPage } from '#web/components/admin/admin-page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { apiFetch } from '#web/lib/api-client.ts';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

const paymentsKey = ['admin', 'billing', 'payments'];
const promotionsKey = ['admin', 'billing', 'promotions'];

/** The API's schema with the figures as typed and the last day as a date: the code ends at the end of that day, in UTC. */
const promotionFormSchema = z
  .object({ ...promotionCreateSchema.shape, discountValue: z.string(), endsAt: z.string(), maxRedemptions: z.string() })
  .transform(({ discountValue, endsAt, maxRedemptions, ...promotion }): z.input<typeof promotionCreateSchema> => ({
    ...promotion,
    discountValue: discountValue.trim() === '' ? Number.NaN : Number(discountValue),
    endsAt: endsAt ? `${endsAt}T23:59:59.000Z` : null,
    maxRedemptions: maxRedemptions.trim() === '' ? null : Number(maxRedemptions),
  }))
  .pipe(promotionCreateSchema);

/** /admin/billing: refund a payment; create and list promo codes (ADMIN_FINANCIALS). */
export function AdminBillingPage() {
  return (
    <AdminPage wide title="Billing Administration">
      <Payments />
      <Promotions />
    </AdminPage>
  );
}

function Payments() {
  const queryClient = useQueryClient();
  const payments = useQuery({ queryKey: paymentsKey, queryFn: async () => (await apiFetch<{ items: AdminPayment[] }>('/admin/billing/payments')).items });
  const refund = useMutation({
    mutationFn: (id: string) => apiFetch<RefundResult>(`/admin/billing/payments/${id}/refund`, { method: 'POST', json: {} }),
    onSuccess: (refunded) => {
      toast.success(refunded.summary);
      void queryClient.invalidateQueries({ queryKey: paymentsKey });
    },
  });
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  return (
    <TitledSection id="payments-heading" title="Payments" titleClassName="text-xl font-bold" className="space-y-4">
      <AdminList
        query={payments}
        rows={payments.data}
        caption="Every payment, with its refund"
        rowKey={(payment) => payment.id}
        empty="No payments yet."
        failure="The payments could not be loaded. Please try again."
        columns={[
          { key: 'invoice', header: 'Invoice', cell: (payment) => payment.invoiceNumber },
          { key: 'member', header: 'Member', cell: (payment) => payment.email ?? 'No email' },
          { key: 'item', header: 'Item', cell: (payment) => payment.description },
          { key: 'date', header: 'Date', className: 'whitespace-nowrap', cell: (payment) => formatLongDate(payment.datePurchased), sortValue: (payment) => payment.datePurchased },
          { key: 'amount', header: 'Amount', className: 'tabular-nums', cell: (payment) => formatCents(payment.priceCents), sortValue: (payment) => payment.priceCents },
          {
            key: 'actions',
            header: 'Actions',
            cell: (payment) =>
              payment.refunded ? (
                'Refunded'
              ) : (
                <Button size="sm" variant="outline" disabled={refund.isPending} onClick={() => setRefunding(payment)}>
                  Refund
                </Button>
              ),
          },
        ]}
      />
      <ConfirmDialog
        open={refunding !== null}
        onOpenChange={(open) => !open && setRefunding(null)}
        title={`Refund ${refunding ? formatCents(refunding.priceCents) : ''}?`}
        description={`Invoice ${refunding?.invoiceNumber ?? ''} (${refunding?.description ?? ''}). If it paid for the member's current plan, they return to Explorer.`}
        confirmLabel="Refund"
        busyLabel="Refunding…"
        destructive
        onConfirm={async () => {
          if (refunding) await refund.mutateAsync(refunding.id);
        }}
      />
    </TitledSection>
  );
}

/** The error of a group of checkboxes, below the group. */
function FieldsetError({ message }: { message: string | undefined }) {
  return message ? <p className="text-sm text-red-600 dark:text-red-400">{message}</p> : null;
}

const offOf = (promo: AdminPromotion) => (promo.discountType === 'percentage' ? `${promo.discountValue}% off` : `$${promo.discountValue} off`);

function Promotions() {
  const queryClient = useQueryClient();
  const promotions = useQuery({ queryKey: promotionsKey, queryFn: async () => (await apiFetch<{ items: AdminPromotion[] }>('/admin/billing/promotions')).items });
  const create = async (values: PromotionCreate) => {
    const promo = await apiFetch<AdminPromotion>('/admin/billing/promotions', { method: 'POST', json: values });
    await queryClient.invalidateQueries({ queryKey: promotionsKey });
    return promo;
  };
  return (
    <TitledSection id="promos-heading" title="Promo codes" titleClassName="text-xl font-bold" className="space-y-4">
      <AdminForm
        title="Create a promo code"
        headingLevel={3}
        schema={promotionFormSchema}
        defaultValues={{ code: '', applicablePlans: ['community', 'master_builder'], discountType: 'percentage', discountValue: '', endsAt: '', maxRedemptions: '' }}
        submitLabel="Create promo code"
        pendingLabel="Creating…"
        success={(promo) => `Promo code ${(promo as AdminPromotion).code} created.`}
        resetOnSuccess
        onSubmit={create}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {(form) => (
          <>
            <AdminField form={form} name="code" label="Code">
              {(control) => <Input {...control} placeholder="STUDENT50" />}
            </AdminField>
            <AdminField form={form} name="discountType" label="Discount type">
              {(control) => (
                <Select {...control}>
                  <option value="percentage">Percentage</option>
                  <option value="fixed">Fixed amount (USD)</option>
                </Select>
              )}
            </AdminField>
            <AdminField form={form} name="discountValue" label="Discount value">
              {(control) => <Input {...control} type="number" min="0" step="any" />}
            </AdminField>
            <AdminField form={form} name="endsAt" label="Expires on (optional)">
              {(control) => <Input {...control} type="date" />}
            </AdminField>
            <AdminField form={form} name="maxRedemptions" label="Redemption limit (optional)">
              {(control) => <Input {...control} type="number" min="1" step="1" />}
            </AdminField>
            <fieldset className="flex flex-col gap-1.5">
              <legend className="text-sm font-medium">Plans</legend>
              {PAID_TIERS.map((tier) => (
                <label key={tier} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" value={tier} {...form.register('applicablePlans')} />
                  {PLANS[tier].name}
                </label>
              ))}
              <FieldsetError message={form.getFieldState('applicablePlans', form.formState).error?.message} />
            </fieldset>
          </>
        )}
      </AdminForm>
      <AdminList
        query={promotions}
        rows={promotions.data}
        caption="Every promo code and its use"
        rowKey={(promo) => promo.id}
        empty="No promo codes yet."
        failure="The promo codes could not be loaded. Please try again."
        columns={[
          { key: 'code', header: 'Code', rowHeader: true, cell: (promo) => promo.code, sortValue: (promo) => promo.code },
          { key: 'discount', header: 'Discount', cell: offOf },
          { key: 'plans', header: 'Plans', cell: (promo) => promo.applicablePlans.map((plan) => PLANS[plan as (typeof PAID_TIERS)[number]].name).join(', ') },
          { key: 'used', header: 'Used', cell: (promo) => `${promo.redemptionCount}${promo.maxRedemptions !== null ? ` of ${promo.maxRedemptions}` : ''} times`, sortValue: (promo) => promo.redemptionCount },
          { key: 'expires', header: 'Expires', className: 'whitespace-nowrap', cell: (promo) => (promo.endsAt ? formatLongDate(promo.endsAt) : '—') },
          { key: 'link', header: 'Link', className: 'text-muted-foreground', cell: (promo) => `/pricing?promo=${promo.code}` },
        ]}
      />
    </TitledSection>
  );
}
