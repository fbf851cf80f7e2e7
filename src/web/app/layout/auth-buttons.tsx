import { Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';

/** Sign In and Start Free, for signed-out visitors. */
export function AuthButtons({ layout, onNavigate }: { layout: 'inline' | 'stacked'; onNavigate?: () => void }) {
  const stacked = layout === 'stacked';
  return (
    <div className={cn('flex gap-2', stacked ? 'flex-col' : 'items-center')}>
      <Button asChild variant={stacked ? 'outline' : 'ghost'} size={stacked ? 'lg' : 'default'}>
        <Link to="/auth?tab=signin" onClick={onNavigate}>
          Sign In
        </Link>
      </Button>
      <Button asChild size={stacked ? 'lg' : 'default'}>
        <Link to="/auth?tab=signup" onClick={onNavigate}>
          Start Free
        </Link>
      </Button>
    </div>
  );
}

/** The Upgrade button shown to signed-in members. */
export function UpgradeButton({ className, onNavigate, size }: { className?: string; onNavigate?: () => void; size?: 'default' | 'lg' }) {
  return (
    <Button asChild size={size} className={cn('bg-gradient-to-r from-brand-600 to-violet-600 hover:from-brand-700 hover:to-violet-700', className)}>
      <Link to="/upgrade" onClick={onNavigate}>
        <Rocket aria-hidden="true" />
        Upgrade
      </Link>
    </Button>
  );
}

/** Holds the place of the auth buttons while the session loads, so nothing flickers. */
export function AuthButtonsPlaceholder({ layout }: { layout: 'inline' | 'stacked' }) {
  return layout === 'inline' ? <Skeleton className="h-10 w-44" /> : <Skeleton className="h-24 w-full" />;
}
