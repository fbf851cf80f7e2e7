import type { LucideIcon } from 'lucide-react';

/** The look of a tool's card on /ideas, whether it opens a page (a link) or a dialog (a button). */
export const TOOL_CARD_CLASS =
  'group flex items-start gap-4 rounded-xl border border-border bg-card p-5 text-left shadow-sm transition-colors hover:border-brand-400 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none';

export function ToolCardContent({ Icon, title, text }: { Icon: LucideIcon; title: string; text: string }) {
  return (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700 dark:bg-brand-900 dark:text-brand-200">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="flex flex-col gap-1">
        <span className="font-semibold group-hover:underline">{title}</span>
        <span className="text-sm text-muted-foreground">{text}</span>
      </span>
    </>
  );
}
