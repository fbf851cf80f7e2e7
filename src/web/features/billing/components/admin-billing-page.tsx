import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { PLANS } from '#shared/plans.ts';
import { formatCents, formatLongDate } from '#shared/domain/billing.ts';
import { PAID_TIERS, type BillingHistoryItem, type RefundResult } from '#shared/schemas/billing.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { apiFetch } from '#web/lib/api-client.ts';

type Payment = BillingHistoryItem & { email: string | null };
type Promotion = { id: string; code: string; applicablePlans: string[]; discountType: 'percentage' | 'fixed'; discountValue: number; endsAt: string | null; maxRedemptions: number | null; redemptionCount: number };

const paymentsKey = ['admin', 'billing', 'payments'];
const promotionsKey = ['admin', 'billing', 'promotions'];

/** /admin/billing: refund a payment; create and list promo codes (ADMIN_FINANCIALS). */
export function AdminBillingPage() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight">Billing Administration</h1>
      <Payments />
      <Promotions />
    </div>
  );
}

function Payments() {
  const queryClient = useQueryClient();
  const payments = useQuery({ queryKey: paymentsKey, queryFn: async () => (await apiFetch<{ items: Payment[] }>('/admin/billing/payments')).items });
  const refund = useMutation({
    mutationFn: (id: string) => apiFetch<RefundResult>(`/admin/billing/payments/${id}/refund`, { method: 'POST', json: {} }),
    onSuccess: (refunded) => {
      toast.success(refunded.summary);
      void queryClient.invalidateQueries({ queryKey: paymentsKey });
    },
  });
  const [refunding, setRefunding] = useState<Payment | null>(null);
  return (
    <section aria-labelledby="payments-heading">
      <h2 id="payments-heading" className="text-xl font-bold">
        Payments
      </h2>
      {payments.isPending ? (
        <Spinner showLabel />
      ) : payments.isError ? (
        <p>{payments.error.message}</p>
      ) : payments.data.length === 0 ? (
        <p className="mt-2 text-muted-foreground">No payments yet.</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-xl border border-border">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <thead className="bg-muted text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">Invoice</th>
                <th scope="col" className="px-3 py-2 font-medium">Member</th>
                <th scope="col" className="px-3 py-2 font-medium">Item</th>
                <th scope="col" className="px-3 py-2 font-medium">Date</th>
                <th scope="col" className="px-3 py-2 font-medium">Amount</th>
                <th scope="col" className="px-3 py-2 font-medium">Actions</th>
              </tr>
            </thead>
            <tbody>
              {payments.data.map((payment) => (
                <tr key={payment.id} className="border-t border-border">
                  <td className="px-3 py-2">{payment.invoiceNumber}</td>
                  <td className="px-3 py-2">{payment.email ?? 'No email'}</td>
                  <td className="px-3 py-2">{payment.description}</td>
                  <td className="px-3 py-2">{formatLongDate(payment.datePurchased)}</td>
                  <td className="px-3 py-2 tabular-nums">{formatCents(payment.priceCents)}</td>
                  <td className="px-3 py-2">
                    {payment.refunded ? (
                      'Refunded'
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={refund.isPending}
                        onClick={() => setRefunding(payment)}
                      >
                        Refund
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
    </section>
  );
}

function Promotions() {
  const queryClient = useQueryClient();
  const [plans, setPlans] = useState<string[]>(['community', 'master_builder']);
  const [form, setForm] = useState({ code: '', discountType: 'percentage', discountValue: '', endsAt: '', maxRedemptions: '' });
  const promotions = useQuery({ queryKey: promotionsKey, queryFn: async () => (await apiFetch<{ items: Promotion[] }>('/admin/billing/promotions')).items });
  const create = useMutation({
    mutationFn: () =>
      apiFetch<Promotion>('/admin/billing/promotions', {
        method: 'POST',
        json: {
          code: form.code,
          applicablePlans: plans,
          discountType: form.discountType,
          discountValue: Number(form.discountValue),
          endsAt: form.endsAt ? new Date(`${form.endsAt}T23:59:59Z`).toISOString() : null,
          maxRedemptions: form.maxRedemptions ? Number(form.maxRedemptions) : null,
        },
      }),
    onSuccess: (promo) => {
      toast.success(`Promo code ${promo.code} created.`);
      setForm({ code: '', discountType: 'percentage', discountValue: '', endsAt: '', maxRedemptions: '' });
      void queryClient.invalidateQueries({ queryKey: promotionsKey });
    },
    onError: (error) => toast.error('Error', { description: error.message }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <section aria-labelledby="promos-heading">
      <h2 id="promos-heading" className="text-xl font-bold">
        Promo codes
      </h2>
      <form onSubmit={submit} className="mt-4 grid gap-4 rounded-xl border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label="Code">{(control) => <Input {...control} value={form.code} onChange={(e) => setForm({ ...form, code: e.target.value })} placeholder="STUDENT50" required />}</Field>
        <Field label="Discount type">
          {(control) => (
            <Select {...control} value={form.discountType} onChange={(e) => setForm({ ...form, discountType: e.target.value })}>
              <option value="percentage">Percentage</option>
              <option value="fixed">Fixed amount (USD)</option>
            </Select>
          )}
        </Field>
        <Field label="Discount value">
          {(control) => <Input {...control} type="number" min="0" step="any" value={form.discountValue} onChange={(e) => setForm({ ...form, discountValue: e.target.value })} required />}
        </Field>
        <Field label="Expires on (optional)">{(control) => <Input {...control} type="date" value={form.endsAt} onChange={(e) => setForm({ ...form, endsAt: e.target.value })} />}</Field>
        <Field label="Redemption limit (optional)">
          {(control) => <Input {...control} type="number" min="1" step="1" value={form.maxRedemptions} onChange={(e) => setForm({ ...form, maxRedemptions: e.target.value })} />}
        </Field>
        <fieldset className="flex flex-col gap-1.5">
          <legend className="text-sm font-medium">Plans</legend>
          {PAID_TIERS.map((tier) => (
            <label key={tier} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={plans.includes(tier)} onChange={(e) => setPlans(e.target.checked ? [...plans, tier] : plans.filter((p) => p !== tier))} />
              {PLANS[tier].name}
            </label>
          ))}
        </fieldset>
        <div className="sm:col-span-2 lg:col-span-3">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create promo code'}
          </Button>
        </div>
      </form>
      {promotions.isPending ? (
        <Spinner showLabel />
      ) : promotions.isError ? (
        <p>{promotions.error.message}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-2">
          {promotions.data.length === 0 && <li className="text-muted-foreground">No promo codes yet.</li>}
          {promotions.data.map((promo) => (
            <li key={promo.id} className="rounded-lg border border-border p-3 text-sm">
              <span className="font-semibold">{promo.code}</span> — {promo.discountType === 'percentage' ? `${promo.discountValue}% off` : `$${promo.discountValue} off`} {promo.applicablePlans.map((p) => PLANS[p as (typeof PAID_TIERS)[number]].name).join(', ')}
              {' · '}used {promo.redemptionCount}
              {promo.maxRedemptions !== null ? ` of ${promo.maxRedemptions}` : ''} times
              {promo.endsAt ? ` · expires ${formatLongDate(promo.endsAt)}` : ''} · <span className="text-muted-foreground">/pricing?promo={promo.code}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
