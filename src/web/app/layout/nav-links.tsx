import { Link, useLocation } from 'react-router';
import { cn } from '#web/lib/cn.ts';
import { isNavItemActive, type NavItem } from './nav-items.ts';

/** The site navigation as a list of links; the current page's link carries aria-current="page". */
export function NavLinks({
  items,
  orientation,
  onNavigate,
}: {
  items: readonly NavItem[];
  orientation: 'horizontal' | 'vertical';
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <ul className={cn('flex', orientation === 'horizontal' ? 'items-center gap-1' : 'flex-col gap-1')}>
      {items.map((item) => {
        const active = isNavItemActive(pathname, item.href);
        return (
          <li key={item.href}>
            <Link
              to={item.href}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex items-center rounded-md text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
                orientation === 'horizontal' ? 'h-9 px-3 whitespace-nowrap' : 'h-11 px-3 text-base',
                active
                  ? 'bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-200'
                  : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
