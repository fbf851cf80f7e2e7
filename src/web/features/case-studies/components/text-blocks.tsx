import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

/** Plain text written by editors: blank lines separate paragraphs, single line breaks are kept. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className={cn('flex flex-col gap-4 leading-relaxed text-pretty whitespace-pre-line', className)}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

/** A titled section of a detail page, labelled by its heading. */
export function DetailSection({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <TitledSection id={id} title={title} titleClassName="mb-3 text-xl font-semibold tracking-tight sm:text-2xl" className={cn('scroll-mt-32', className)}>
      {children}
    </TitledSection>
  );
}
