import { ArrowLeft, FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';

/**
 * The page of a case study, tactic or course the API does not know (a 404): the heading that
 * names what was not found, why, and the way back.
 */
export function ContentNotFound({ title, text, back }: { title: string; text: string; back: { to: string; label: string } }) {
  return (
    <section className="mx-auto flex min-h-[55vh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-16 text-center">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 dark:bg-brand-950 dark:text-brand-300 dark:ring-brand-900">
        <FileQuestion className="size-7" aria-hidden="true" />
      </div>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      <Button asChild>
        <Link to={back.to}>
          <ArrowLeft aria-hidden="true" />
          {back.label}
        </Link>
      </Button>
    </section>
  );
}
