import { Mail, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { useCompanyContact } from '../api/legal-api.ts';
import { EnquiryForm } from './enquiry-form.tsx';
import { PageShell } from './page-shell.tsx';

export function ContactPage() {
  const contact = useCompanyContact();
  return (
    <PageShell title="Contact Us" intro="Questions about your account, a plan, a case study or working with us? Send us a message and a member of the team will answer by e-mail.">
      <div className="grid gap-8 md:grid-cols-[2fr_1fr]">
        <EnquiryForm kind="contact" />
        <aside className="space-y-4 text-sm">
          <div className="rounded-xl border border-border bg-card p-4">
            <h2 className="mb-2 flex items-center gap-2 font-semibold">
              <Mail className="size-4" aria-hidden="true" /> E-mail
            </h2>
            {contact.data && (
              <a className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200" href={`mailto:${contact.data.supportEmail}`}>
                {contact.data.supportEmail}
              </a>
            )}
          </div>
          <div className="rounded-xl border border-border bg-card p-4">
            <h2 className="mb-2 flex items-center gap-2 font-semibold">
              <MapPin className="size-4" aria-hidden="true" /> Postal address
            </h2>
            {contact.data && (
              <p className="whitespace-pre-line">
                {contact.data.companyName}
                {'\n'}
                {contact.data.companyAddress}
              </p>
            )}
          </div>
          <p className="text-muted-foreground">
            For your personal data, use the <Link className="font-medium text-brand-700 underline dark:text-brand-200" to="/privacy-request">privacy request form</Link>; to
            advertise, see <Link className="font-medium text-brand-700 underline dark:text-brand-200" to="/advertise">Advertise with Us</Link>.
          </p>
        </aside>
      </div>
    </PageShell>
  );
}
