import { useId } from 'react';
import { SUBSCRIPTION_TIERS, TIER_DISPLAY_NAMES, type SubscriptionTier } from '#shared/constants.ts';
import { ADMIN_USERS_MESSAGES, ROLE_CHOICES, ROLE_LABELS, type AdminUser, type RoleChoice } from '#shared/schemas/admin-users.ts';
import { TierBadge } from '#web/components/tier-badge.tsx';
import { Select, SelectOptions } from '#web/components/ui/select.tsx';

type UserRowProps = {
  user: AdminUser;
  busy: boolean;
  onRole: (role: RoleChoice) => void;
  onTier: (tier: SubscriptionTier) => void;
};

/** One member: name, e-mail, plan, reads this month, and the role and tier controls the viewer may use. */
export function UserRow({ user, busy, onRole, onTier }: UserRowProps) {
  const roleId = useId();
  const tierId = useId();
  const name = user.displayName || user.email || 'Unnamed member';
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 shadow-sm md:flex-row md:items-center md:justify-between">
      <div className="flex min-w-0 items-center gap-3">
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
          {name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="truncate font-medium">{name}</p>
          <p className="truncate text-sm text-muted-foreground">{user.email ?? ADMIN_USERS_MESSAGES.noEmail}</p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <TierBadge tier={user.tier} />
            <span>{user.monthlyViews} views this month</span>
            <span>Joined {new Date(user.createdAt).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })}</span>
          </p>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 md:flex md:shrink-0">
        {user.canChangeRole ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={roleId} className="text-xs font-medium text-muted-foreground">
              Admin role
            </label>
            <Select id={roleId} className="h-9 px-2 sm:w-44" value={user.adminRole} disabled={busy} onChange={(event) => onRole(event.target.value as RoleChoice)}>
              <SelectOptions values={ROLE_CHOICES} labels={ROLE_LABELS} />
            </Select>
          </div>
        ) : (
          <p className="flex flex-col gap-1">
            <span className="text-xs font-medium text-muted-foreground">Admin role</span>
            <span className="flex h-9 items-center text-sm font-medium">{ROLE_LABELS[user.adminRole]}</span>
          </p>
        )}
        {user.canChangeTier && (
          <div className="flex flex-col gap-1">
            <label htmlFor={tierId} className="text-xs font-medium text-muted-foreground">
              Subscription tier
            </label>
            <Select id={tierId} className="h-9 px-2 sm:w-44" value={user.tier} disabled={busy} onChange={(event) => onTier(event.target.value as SubscriptionTier)}>
              <SelectOptions values={SUBSCRIPTION_TIERS} labels={TIER_DISPLAY_NAMES} />
            </Select>
          </div>
        )}
      </div>
    </li>
  );
}
