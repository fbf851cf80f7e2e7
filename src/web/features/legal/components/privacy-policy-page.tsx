import { Link } from 'react-router';
import { DELETION_GRACE_DAYS } from '#shared/limits.ts';
import { useCompanyContact } from '../api/legal-api.ts';
import { PageShell, ProseSection } from './page-shell.tsx';

export const POLICY_LAST_UPDATED = 'November 23, 2026';

/** The privacy policy, written for what Flightdeck really stores and does. */
export function PrivacyPolicyPage() {
  const contact = useCompanyContact().data;
  const email = contact ? <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a> : 'our privacy team';
  return (
    <PageShell title="Privacy Policy" eyebrow={<p className="text-sm text-muted-foreground">Last updated {POLICY_LAST_UPDATED}</p>}>
      <ProseSection id="introduction" title="Introduction">
        <p>
          This policy explains what personal data Flightdeck keeps when you visit the site or <Link to="/auth">create an account</Link>, why, for how
          long, and what you can do about it. It applies to everything on this site, from the <Link to="/">home page</Link> to the member area. By using
          Flightdeck you also accept our <Link to="/terms-of-service">terms of service</Link>.
        </p>
      </ProseSection>
      <ProseSection id="data-collected" title="The data we collect">
        <ul>
          <li>
            <strong>Identification:</strong> your display name, and what you choose to add to your profile (photo address, job title, company,
            location, time zone, about-me text, links).
          </li>
          <li>
            <strong>Contact and subscription:</strong> your e-mail address (verified at sign-up), your plan and billing cycle, and the billing history
            of your purchases: plan, date, amount and invoice number. Card details are handled by our payment provider and never reach our servers.
          </li>
          <li>
            <strong>Usage:</strong> which case studies you opened this month (for the free plan’s reading limit), your bookmarks, votes, ratings,
            toolkit, course progress, experience points, quests and achievements, and your notifications.
          </li>
          <li>
            <strong>Content:</strong> discussions and replies you post, rating reviews, stories and case studies you submit, and messages you send us
            through the contact, advertising or privacy forms.
          </li>
          <li>
            <strong>Device and technical:</strong> for each sign-in session, the browser’s user agent and the network address it came from, so you
            can recognise and end your sessions and we can protect accounts. Counters of sign-in attempts and form messages per address are kept
            only for the hour they cover.
          </li>
          <li>
            <strong>Analytics:</strong> while you browse, the app sends events such as page views, time on a page, clicks, searches and form
            submissions, tagged with a random identifier of the browser tab (and your account when signed in). We store no network address with
            them, use no third-party trackers or advertising cookies, and send nothing at all while your browser’s Global Privacy Control or Do
            Not Track setting is on.
          </li>
        </ul>
      </ProseSection>
      <ProseSection id="use" title="Why we use it">
        <ul>
          <li>To run your account: sign-in, sessions, the content and features of your plan, and your progress.</li>
          <li>To show figures computed from real activity, such as popular content and the public analytics, always as totals.</li>
          <li>
            To send e-mail you need: address verification, password resets, receipts and payment problems, confirmations of privacy and deletion
            requests, and answers to your messages. We send no marketing e-mail without your consent.
          </li>
          <li>To take payments and keep the accounting records the law requires.</li>
          <li>To keep Flightdeck safe: limits on sign-in attempts and messages, and review of submissions before they are published.</li>
        </ul>
      </ProseSection>
      <ProseSection id="sharing" title="Sharing, cookies and storage">
        <p>
          We do not sell your data. We share it only with the services that run Flightdeck for us: our hosting and database, the e-mail service that
          delivers our messages, and the payment provider that processes card payments. Flightdeck sets one cookie, the session cookie that keeps
          you signed in (HttpOnly, not readable by scripts); your theme preference stays in your browser.
        </p>
      </ProseSection>
      <ProseSection id="retention" title="How long we keep it">
        <ul>
          <li>Your account data: as long as the account exists.</li>
          <li>Sessions: until you sign out or they expire. Attempt counters: one hour.</li>
          <li>Analytics events: summarised into daily totals, and the individual events removed after a limited period.</li>
          <li>
            After a deletion request: the account is deactivated at once and its personal data erased after {DELETION_GRACE_DAYS} days. Discussions
            stay, signed “Deleted member”, and votes and ratings stay in totals without your name. Invoices are kept as long as accounting law
            requires.
          </li>
        </ul>
      </ProseSection>
      <ProseSection id="rights" title="Your privacy rights">
        <ul>
          <li>
            <strong>Access and correction:</strong> see and edit your data on your <Link to="/profile">profile</Link> and in your account settings, or
            ask us through the <Link to="/privacy-request">privacy request form</Link>.
          </li>
          <li>
            <strong>Deletion:</strong> press Request Data Deletion on the <Link to="/data-deletion">data deletion page</Link> or your profile, or
            contact the privacy team at {email}.
          </li>
          <li>
            <strong>Opting out:</strong> we send no marketing e-mail unless you ask for it; turn on Global Privacy Control or Do Not Track to stop
            analytics events.
          </li>
          <li>
            <strong>Portability:</strong> download everything we keep about you as one JSON file from your account, or ask for it through the form.
          </li>
        </ul>
        <p>We answer privacy requests within 30 days, and within 45 days for complex requests, in which case we tell you.</p>
      </ProseSection>
      <ProseSection id="security" title="Data security">
        <p>
          Passwords are stored only as hashes; connections are encrypted; e-mails waiting to be sent are stored encrypted; sign-in attempts are
          limited; every staff change is recorded in an audit log; and only staff whose role needs it can see members’ data.
        </p>
      </ProseSection>
      <ProseSection id="contact" title="Contact us">
        <p>
          E-mail: {email}
          {contact && (
            <>
              <br />
              Mail: {contact.companyName}, {contact.companyAddress}
            </>
          )}
          <br />
          Online: the <Link to="/privacy-request">data request form</Link>, or our <Link to="/contact">contact page</Link>.
        </p>
      </ProseSection>
    </PageShell>
  );
}
