import { formatCents, formatLongDate } from '#shared/domain/billing.ts';
import type { InvoiceView } from '#shared/schemas/billing.ts';

/** The invoice itself (access-admin-pricing §9): company header, one line, subtotal and amount paid. Shared by the dialog and the print page. */
export function InvoiceDocument({ invoice }: { invoice: InvoiceView }) {
  const isRefund = invoice.kind === 'refund';
  return (
    <article className="flex flex-col gap-6 text-sm" aria-label={`Invoice ${invoice.invoiceNumber}`}>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-lg font-bold">{invoice.company.name}</p>
          <p className="whitespace-pre-line text-muted-foreground">{invoice.company.address}</p>
        </div>
        <div className="text-right">
          <p className="text-lg font-bold">{isRefund ? 'Refund' : 'Invoice'}</p>
          <p data-testid="invoice-number">{invoice.invoiceNumber}</p>
          <p className="text-muted-foreground">{formatLongDate(invoice.datePurchased)}</p>
        </div>
      </header>
      {invoice.billedTo && (
        <p>
          <span className="text-muted-foreground">Billed to: </span>
          {invoice.billedTo}
        </p>
      )}
      <table className="w-full border-collapse">
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            <th scope="col" className="py-2 font-medium">Description</th>
            <th scope="col" className="py-2 text-right font-medium">Qty</th>
            <th scope="col" className="py-2 text-right font-medium">Unit price</th>
            <th scope="col" className="py-2 text-right font-medium">Amount</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={line.label} className="border-b border-border">
              <td className="py-2">{line.label}</td>
              <td className="py-2 text-right tabular-nums">{index === 0 ? 1 : ''}</td>
              <td className="py-2 text-right tabular-nums">{index === 0 ? line.amount : ''}</td>
              <td className="py-2 text-right tabular-nums">{line.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ml-auto flex w-full max-w-64 flex-col gap-1">
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Subtotal</dt>
          <dd className="tabular-nums">{formatCents(isRefund ? invoice.amountPaidCents : invoice.subtotalCents - invoice.discountCents - invoice.creditCents)}</dd>
        </div>
        <div className="flex justify-between font-bold">
          <dt>{isRefund ? 'Amount refunded' : 'Amount paid'}</dt>
          <dd className="tabular-nums" data-testid="invoice-amount-paid">
            {formatCents(invoice.amountPaidCents)}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-muted-foreground">All amounts in {invoice.currency.toUpperCase()}.</p>
    </article>
  );
}
