import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn.ts';

/**
 * The top of a page: an optional way back above, its one h1 (with an icon and a badge beside it
 * when given), an introduction below, and the page's own actions on the right (below the title
 * on a phone).
 */
export function PageHeader({
  title,
  icon: Icon,
  badge,
  intro,
  actions,
  back,
  className,
}: {
  title: ReactNode;
  icon?: LucideIcon;
  badge?: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  /** The page this one belongs to, as a link above the title. */
  back?: { to: string; label: string };
  className?: string;
}) {
  return (
    <header className={cn('flex flex-wrap items-start justify-between gap-4', className)}>
      <div className="flex min-w-0 flex-col gap-2">
        {back && (
          <Link to={back.to} className="self-start text-sm text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
            {back.label}
          </Link>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
            {Icon && <Icon className="size-7 text-brand-600" aria-hidden="true" />}
            {title}
          </h1>
          {badge}
        </div>
        {intro && <div className="text-muted-foreground">{intro}</div>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}
