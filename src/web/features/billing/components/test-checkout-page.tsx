import { useQueryClient } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { formatCents } from '#shared/domain/billing.ts';
import { payRequestSchema, type CheckoutSummary } from '#shared/schemas/billing.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useServerForm } from '#web/lib/use-server-form.ts';
import { billingKeys, payTestCheckout, useCheckoutSummary } from '../api/billing.ts';

export const TEST_MODE_LABEL = 'Test mode — no real payment';

/** /checkout/{session}: the built-in provider's payment page, with the test cards of PRODUCT §9. */
export function TestCheckoutPage({ sessionId, onPaid }: { sessionId: string; onPaid: () => Promise<void> }) {
  const summary = useCheckoutSummary(sessionId);
  if (summary.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center gap-2 text-muted-foreground">
        <Spinner /> Loading checkout…
      </div>
    );
  }
  if (summary.isError) {
    return (
      <section className="mx-auto max-w-lg px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Checkout not found</h1>
        <p className="mt-2 text-muted-foreground">{summary.error.message}</p>
        <Button asChild className="mt-6">
          <Link to="/pricing">Back to pricing</Link>
        </Button>
      </section>
    );
  }
  return <CheckoutForm summary={summary.data} onPaid={onPaid} />;
}

function CheckoutForm({ summary, onPaid }: { summary: CheckoutSummary; onPaid: () => Promise<void> }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useServerForm(payRequestSchema, { defaultValues: { cardNumber: '' }, failure: 'The payment could not be completed. Please try again.' });
  const blank = (useWatch({ control: form.control, name: 'cardNumber' }) ?? '').trim() === '';

  const submit = form.submitWith(async ({ cardNumber }) => {
    try {
      const { redirectTo } = await payTestCheckout(summary.id, cardNumber);
      await onPaid();
      void navigate(redirectTo);
    } catch (failure) {
      // A changed amount or a closed checkout is read again, so the page shows the new total or why it closed.
      if (failure instanceof ApiError && failure.status === 409) await queryClient.invalidateQueries({ queryKey: billingKeys.checkout(summary.id) });
      throw failure;
    }
  });

  const closed = summary.status !== 'open';
  return (
    <div className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <p className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100">
        <FlaskConical className="size-4" aria-hidden="true" />
        {TEST_MODE_LABEL}
      </p>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight">Checkout</h1>
      <section aria-label="Order summary" className="mt-6 rounded-xl border border-border bg-card p-5">
        <dl className="flex flex-col gap-2 text-sm">
          {summary.lines.map((line) => (
            <div key={line.label} className="flex justify-between gap-4">
              <dt>{line.label}</dt>
              <dd className="tabular-nums">{line.amount}</dd>
            </div>
          ))}
          <div className="mt-2 flex justify-between gap-4 border-t border-border pt-3 text-base font-bold">
            <dt>Total due today</dt>
            <dd className="tabular-nums" data-testid="checkout-total">
              {formatCents(summary.amountCents)}
            </dd>
          </div>
        </dl>
      </section>

      {summary.status === 'completed' ? (
        <p className="mt-6 rounded-lg bg-emerald-50 p-4 text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100">
          This checkout has been paid. <Link className="font-semibold underline" to="/account/subscription">See your subscription</Link>
        </p>
      ) : closed ? (
        <p className="mt-6 rounded-lg bg-muted p-4" role="status">
          {summary.closedReason ?? 'This checkout has expired.'} <Link className="font-semibold underline" to="/pricing">Start again from the pricing page</Link>
        </p>
      ) : (
        <form className="mt-6 flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <Field
            label="Card number"
            error={form.formState.errors.cardNumber?.message}
            hint="Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 0341 pays now but declines at renewal."
          >
            {(control) => <Input {...control} inputMode="numeric" autoComplete="off" placeholder="4242 4242 4242 4242" required {...form.register('cardNumber')} />}
          </Field>
          <FormActions
            label={`Pay ${formatCents(summary.amountCents)}`}
            pendingLabel="Processing…"
            size="lg"
            wide
            pending={form.pending}
            disabled={blank}
            error={form.formError}
          />
          <Button asChild variant="ghost">
            <Link to="/pricing">Cancel and return to pricing</Link>
          </Button>
        </form>
      )}
    </div>
  );
}
