import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

export const badgeVariants = cva('inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-medium', {
  variants: {
    variant: {
      default: 'border-transparent bg-brand-600 text-white',
      secondary: 'border-transparent bg-muted text-foreground',
      outline: 'border-border text-foreground',
      brand: 'border-brand-200 bg-brand-50 text-brand-700 dark:border-brand-800 dark:bg-brand-950 dark:text-brand-200',
    },
  },
  defaultVariants: { variant: 'default' },
});

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
