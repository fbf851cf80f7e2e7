import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingHistoryItem, CheckoutSummary, InvoiceView, PromoView, SubscriptionView, TestPaymentResult } from '#shared/schemas/billing.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export type CheckoutBody = { kind: 'plan'; plan: string; cycle: 'monthly' | 'annual' | 'one_time'; promoCode?: string } | { kind: 'bootcamp'; bootcampId: string };

export const billingKeys = {
  all: ['billing'] as const,
  subscription: ['billing', 'subscription'] as const,
  history: ['billing', 'history'] as const,
  invoice: (id: string) => ['billing', 'invoice', id] as const,
  checkout: (id: string) => ['billing', 'checkout', id] as const,
  promo: (code: string) => ['billing', 'promo', code.toUpperCase()] as const,
};

export const startCheckout = (body: CheckoutBody) => apiFetch<{ url: string }>('/billing/checkout', { method: 'POST', json: body });

export const useCheckoutSummary = (id: string) =>
  useQuery({ queryKey: billingKeys.checkout(id), queryFn: ({ signal }) => apiFetch<CheckoutSummary>(`/billing/checkout/${id}`, { signal }), retry: false });

export const payTestCheckout = (id: string, cardNumber: string) =>
  apiFetch<TestPaymentResult>(`/billing/checkout/${id}/pay`, { method: 'POST', json: { cardNumber } });

export const subscriptionQueryOptions = () => queryOptions({ queryKey: billingKeys.subscription, queryFn: ({ signal }) => apiFetch<SubscriptionView>('/billing/subscription', { signal }) });
export const useSubscription = () => useQuery(subscriptionQueryOptions());

export const billingHistoryQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.history, queryFn: async ({ signal }) => (await apiFetch<{ items: BillingHistoryItem[] }>('/billing/history', { signal })).items });
export const useBillingHistory = () => useQuery(billingHistoryQueryOptions());

export const useInvoice = (id: string | null) =>
  useQuery({ queryKey: billingKeys.invoice(id ?? ''), queryFn: ({ signal }) => apiFetch<InvoiceView>(`/billing/invoices/${id}`, { signal }), enabled: id !== null, retry: false });

/** A promo code from the address (?promo=CODE); null when there is none. */
export const promoQueryOptions = (code: string) =>
  queryOptions({ queryKey: billingKeys.promo(code), queryFn: ({ signal }) => apiFetch<PromoView>(`/billing/promotions/${encodeURIComponent(code)}`, { signal }), retry: false });
export const usePromo = (code: string | null) => useQuery({ ...promoQueryOptions(code ?? ''), enabled: !!code });

/** Cancel, undo, or a downgrade: each answers the new subscription. */
export function useSubscriptionChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { action: 'cancel' } | { action: 'undo' } | { action: 'change'; plan: string; cycle?: 'monthly' | 'annual' }) =>
      apiFetch<SubscriptionView>(`/billing/subscription/${change.action}`, { method: 'POST', json: change.action === 'change' ? { plan: change.plan, cycle: change.cycle } : {} }),
    onSuccess: (view) => queryClient.setQueryData(billingKeys.subscription, view),
  });
}
