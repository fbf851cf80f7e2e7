import { Link } from 'react-router';
import { ACCOUNT_PAGES } from '#web/components/account-links.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

const PAGES = [
  { ...ACCOUNT_PAGES.profileSettings, description: 'Photo, company details and time zone' },
  { ...ACCOUNT_PAGES.subscription, description: 'Your plan, invoices and cancellation' },
];

/** Links from /profile to the member's account pages. */
export function AccountPages() {
  return (
    <TitledSection id="account-heading" title="Your account" titleClassName="text-lg font-semibold" className="mt-8 rounded-xl border border-border p-6">
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {PAGES.map(({ href, label, description, icon: Icon }) => (
          <li key={href}>
            <Link to={href} className="flex items-start gap-3 rounded-lg border border-border p-3 hover:bg-muted">
              <Icon className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden="true" />
              <span>
                <span className="block font-medium">{label}</span>
                <span className="block text-sm text-muted-foreground">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
