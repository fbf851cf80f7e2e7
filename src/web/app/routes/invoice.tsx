import { useParams } from 'react-router';
import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { InvoicePrintPage } from '#web/features/billing/components/invoice-print-page.tsx';
import { SignInGate } from '../gates/sign-in-gate.tsx';

export function InvoiceRoute() {
  const { id = '' } = useParams();
  usePageMeta(pageMeta('/account/invoices'));
  return (
    <SignInGate message="Please log in to see your invoices.">
      <InvoicePrintPage invoiceId={id} />
    </SignInGate>
  );
}
