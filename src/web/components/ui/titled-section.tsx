import type { ReactNode } from 'react';

/**
 * A part of a page named by its own h2: the section is labelled by the heading, so it is a region
 * screen readers list under that name. `id` is the heading's (an anchor some pages link to).
 */
export function TitledSection({
  id,
  title,
  titleClassName = 'text-xl font-semibold',
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  titleClassName?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
