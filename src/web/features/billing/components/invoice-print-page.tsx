import { Printer } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useInvoice } from '../api/billing.ts';
import { InvoiceDocument } from './invoice-document.tsx';

/** /account/invoices/{id}: the invoice alone, laid out for printing or saving as PDF (the site frame is hidden in print). */
export function InvoicePrintPage({ invoiceId }: { invoiceId: string }) {
  const invoice = useInvoice(invoiceId);
  if (invoice.isPending) return <Spinner showLabel className="mx-auto my-16" />;
  if (invoice.isError) return <p className="mx-auto max-w-xl px-4 py-16 text-center">{invoice.error.message}</p>;
  return (
    <div className="invoice-print mx-auto max-w-3xl px-4 py-10">
      <div className="mb-6 flex justify-end print:hidden">
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" /> Print or save as PDF
        </Button>
      </div>
      <h1 className="sr-only">Invoice {invoice.data.invoiceNumber}</h1>
      <div className="rounded-xl border border-border bg-card p-8 print:border-0 print:p-0">
        <InvoiceDocument invoice={invoice.data} />
      </div>
    </div>
  );
}
