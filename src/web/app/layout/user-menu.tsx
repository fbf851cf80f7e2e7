import { LayoutDashboard, LogOut, ShieldCheck, User } from 'lucide-react';
import { TierBadge } from '#web/components/tier-badge.tsx';
import { ReadingMeterLines } from '#web/features/membership/components/reading-meter-lines.tsx';
import type { Me } from '#shared/schemas/me.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';
import { AccountPagesMenuItems, MenuLinkItem } from './account-menu-items.tsx';
import { displayNameOf } from '../home/welcome-name.ts';
import { useSignOut } from './use-sign-out.ts';

export function UserAvatar({ user, className }: { user: Me; className?: string }) {
  const name = displayNameOf(user);
  if (user.avatarUrl) {
    return <img src={user.avatarUrl} alt="" className={className} referrerPolicy="no-referrer" />;
  }
  return (
    <span aria-hidden="true" className={className}>
      {name.charAt(0).toUpperCase()}
    </span>
  );
}

/** The signed-in user's menu: plan, free reads left (Explorer), Profile, Dashboard, Admin (staff) and Sign Out. */
export function UserMenu({ user }: { user: Me }) {
  const signOut = useSignOut();
  const name = displayNameOf(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="inline-flex size-10 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none"
        aria-label={`Account menu for ${name}`}
      >
        <UserAvatar
          user={user}
          className="flex size-9 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-violet-600 object-cover text-sm font-semibold text-white ring-2 ring-background"
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate font-semibold">{name}</span>
          {user.email !== name && <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>}
          <TierBadge tier={user.displayTier} className="mt-1.5 self-start" />
        </DropdownMenuLabel>
        <ReadingMeterLines user={user} />
        <DropdownMenuSeparator />
        <MenuLinkItem href="/profile" label="Profile" icon={User} />
        <AccountPagesMenuItems />
        <MenuLinkItem href="/dashboard" label="Dashboard" icon={LayoutDashboard} />
        {user.abilities.adminArea && <MenuLinkItem href="/admin" label="Admin" icon={ShieldCheck} />}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
