import { CreditCard, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn.ts';

/** The member's own account pages: the profile editor (photo, company details) and subscription and billing. */
export const ACCOUNT_PAGES = {
  profileSettings: { href: '/account/profile', label: 'Profile settings', icon: Settings },
  subscription: { href: '/account/subscription', label: 'Subscription', icon: CreditCard },
} as const;

export const MANAGE_SUBSCRIPTION = 'Manage your subscription';

const LINK_STYLE = 'inline-flex items-center gap-1.5 font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300';

/** "Manage your subscription", a link to /account/subscription (cancel, invoices). */
export function ManageSubscriptionLink({ className }: { className?: string }) {
  return (
    <Link to={ACCOUNT_PAGES.subscription.href} className={cn(LINK_STYLE, className)}>
      <CreditCard className="size-4" aria-hidden="true" />
      {MANAGE_SUBSCRIPTION}
    </Link>
  );
}
