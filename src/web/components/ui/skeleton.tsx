import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A pulsing block that holds the place of content still loading; hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
