import { Link } from 'react-router';
import { PageShell, ProseSection } from './page-shell.tsx';
import { POLICY_LAST_UPDATED } from './privacy-policy-page.tsx';

export function TermsPage() {
  return (
    <PageShell title="Terms of Service" eyebrow={<p className="text-sm text-muted-foreground">Last updated {POLICY_LAST_UPDATED}</p>}>
      <ProseSection id="agreement" title="Agreement">
        <p>
          These terms govern your use of Flightdeck. By creating an account or using the site you agree to them and to our{' '}
          <Link to="/privacy-policy">privacy policy</Link>. If you do not agree, please do not use Flightdeck.
        </p>
      </ProseSection>
      <ProseSection id="accounts" title="Your account">
        <ul>
          <li>You must give a real e-mail address and keep your password to yourself. You are responsible for what happens under your account.</li>
          <li>One person per account. Accounts may not be shared or resold.</li>
          <li>
            You can delete your account at any time (see <Link to="/data-deletion">data deletion</Link>).
          </li>
        </ul>
      </ProseSection>
      <ProseSection id="plans" title="Plans, payments and refunds">
        <ul>
          <li>
            Prices are shown on the <Link to="/pricing">pricing page</Link> in US dollars. Upgrades take effect at once; downgrades and cancellations
            at the end of the paid period, with access until then.
          </li>
          <li>Monthly and annual plans renew automatically until cancelled. Legacy Founder is a single payment for lifetime access and never renews.</li>
          <li>New purchases are covered by a 30-day money-back promise: ask within 30 days of the payment.</li>
          <li>Deleting your account ends a paid plan without a refund.</li>
        </ul>
      </ProseSection>
      <ProseSection id="content" title="Content and conduct">
        <ul>
          <li>
            Case studies, tactics, courses and tools are for education. They are not financial, legal or investment advice; figures are reported
            with their source and date and may be incomplete.
          </li>
          <li>
            What you post (discussions, reviews, stories, submissions) stays yours; you give Flightdeck a licence to show it on the site. Submissions
            are reviewed before they are published and may be edited or declined.
          </li>
          <li>No spam, harassment, illegal content, or attempts to break, overload or scrape the service. We may remove content or suspend accounts that do.</li>
          <li>Flightdeck’s own content may not be copied or republished without permission.</li>
        </ul>
      </ProseSection>
      <ProseSection id="liability" title="Availability and liability">
        <p>
          We work to keep Flightdeck available and correct, but provide it as it is. To the extent the law allows, we are not liable for indirect
          losses or for decisions you make based on the content.
        </p>
      </ProseSection>
      <ProseSection id="changes" title="Changes and contact">
        <p>
          We may update these terms; the date above shows the latest version, and we tell members of important changes by e-mail. Questions? Use our{' '}
          <Link to="/contact">contact page</Link>.
        </p>
      </ProseSection>
    </PageShell>
  );
}
