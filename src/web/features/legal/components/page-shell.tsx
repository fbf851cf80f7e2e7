import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';

/** A company or legal page: its metadata (the same the server sends), a heading and the content. */
export function PageShell({ title, intro, eyebrow, children }: { title: string; intro?: ReactNode; eyebrow?: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  const meta = pageMeta(pathname);
  usePageMeta({ title: meta.title, description: meta.description });
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <header className="mb-8 space-y-3">
        {eyebrow}
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {intro && <div className="text-lg text-pretty text-muted-foreground">{intro}</div>}
      </header>
      {children}
    </div>
  );
}

/** A titled section of a long text page, with readable spacing for paragraphs and lists. */
export function ProseSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className="space-y-3 border-t border-border py-6 first:border-t-0 first:pt-0">
      <h2 id={id ? `${id}-title` : undefined} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="space-y-3 leading-relaxed text-foreground/90 [&_p_a]:font-medium [&_p_a]:text-brand-700 [&_p_a]:underline [&_p_a]:underline-offset-2 dark:[&_p_a]:text-brand-200 [&_li_a]:font-medium [&_li_a]:text-brand-700 [&_li_a]:underline [&_li_a]:underline-offset-2 dark:[&_li_a]:text-brand-200 [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1.5">
        {children}
      </div>
    </section>
  );
}
