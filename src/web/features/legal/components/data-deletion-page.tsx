import { Download, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { useAuth } from '#web/session/hooks/use-auth.ts';
import { useCompanyContact } from '../api/legal-api.ts';
import { DeletionRequestButton } from './deletion-request-button.tsx';
import { PageShell, ProseSection } from './page-shell.tsx';

const MAIL_SUBJECT = 'Data deletion request';
const MAIL_BODY = 'Please delete my Flightdeck account and personal data.\n\nAccount e-mail:\nReason:\nSocial-login user ID (if you signed in with Google or Facebook):\n';

export function DataDeletionPage() {
  const contact = useCompanyContact();
  const { status } = useAuth();
  const mailto = contact.data
    ? `mailto:${contact.data.supportEmail}?subject=${encodeURIComponent(MAIL_SUBJECT)}&body=${encodeURIComponent(MAIL_BODY)}`
    : undefined;
  return (
    <PageShell title="Data Deletion Instructions" intro="You can have your Flightdeck account and the personal data it holds deleted at any time. Here is how, and what happens next.">
      <ProseSection id="request" title="Request deletion from your account">
        <ol className="ml-5 list-decimal space-y-1.5">
          <li>
            Log in on the <Link to="/auth">sign-in page</Link>.
          </li>
          <li>
            Go to your <Link to="/profile">profile</Link>, or stay on this page.
          </li>
          <li>Press the Request Data Deletion button and confirm.</li>
        </ol>
        <div className="pt-2">
          <DeletionRequestButton />
        </div>
      </ProseSection>
      <ProseSection id="email" title="Or e-mail our privacy team">
        <p>
          Write to {contact.data ? <a href={`mailto:${contact.data.supportEmail}`}>{contact.data.supportEmail}</a> : 'our privacy team'} from the address
          of your account, with the account e-mail, the reason for your request and, if you signed in with Google or Facebook, your social-login user
          ID. You can also use the <Link to="/privacy-request">privacy request form</Link>, which confirms the request through a link sent to your
          address.
        </p>
        {mailto && (
          <Button asChild variant="outline">
            <a href={mailto}>
              <Mail aria-hidden="true" />
              E-mail the Privacy Team
            </a>
          </Button>
        )}
      </ProseSection>
      <ProseSection id="timing" title="What happens and when">
        <ul>
          <li>Your account is deactivated at once: it can no longer be signed in to, and every session ends.</li>
          <li>A confirmation e-mail is sent straight away, and always within 24 hours for a request by e-mail.</li>
          <li>
            Your personal data is erased 7 days after the request (at the latest 30 days, where a legal retention rule applies): your profile, e-mail
            address, sessions, bookmarks, the texts of your ratings and your activity history.
          </li>
          <li>
            Aggregated, anonymised data stays: your discussions remain, signed “Deleted member”, and your votes and ratings stay in the totals
            without your name. Invoices are kept as long as accounting law requires.
          </li>
        </ul>
      </ProseSection>
      <ProseSection id="subscriptions" title="Paid subscriptions">
        <p>
          A paid plan ends with the account and does not renew. Deleting your data does not refund an active plan; if you want a refund under our
          30-day money-back promise, ask for it before you delete your account. You can also cancel a plan yourself from your account settings or the
          payment provider’s dashboard.
        </p>
      </ProseSection>
      <ProseSection id="copy" title="Keep a copy first">
        <p>Download everything we keep about you as one JSON file before you go.</p>
        {status === 'signed-in' ? (
          <Button asChild variant="outline">
            <a href="/api/me/export" download>
              <Download aria-hidden="true" />
              Download My Data
            </a>
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">Sign in to download your data.</p>
        )}
        <p>
          Read more in our <Link to="/privacy-policy">privacy policy</Link>.
        </p>
      </ProseSection>
    </PageShell>
  );
}
