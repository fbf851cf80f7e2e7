import type { ReactNode } from 'react';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { cn } from '#web/lib/cn.ts';

/** An admin page: the admin area's widths (wide for many columns), the page's header, then its sections. */
export function AdminPage({ title, badge, intro, actions, wide = false, children }: { title: ReactNode; badge?: ReactNode; intro?: ReactNode; actions?: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('mx-auto flex w-full flex-col gap-6 px-4 py-10 sm:px-6', wide ? 'max-w-6xl' : 'max-w-5xl')}>
      <PageHeader title={title} badge={badge} intro={intro} actions={actions} />
      {children}
    </div>
  );
}
