import { ArrowLeft, Construction } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { usePageMeta } from '#web/components/page-meta.tsx';

export type ComingSoonProps = { name: string; description: string };

/** Holds a route's place until its page is built: its name, what it will hold, a way home. */
export function ComingSoonPage({ name, description }: ComingSoonProps) {
  usePageMeta({ title: name, description });
  return (
    <section className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="hero-glow absolute inset-0 -z-10 opacity-50" />
      <div className="mx-auto flex min-h-[55vh] max-w-2xl flex-col items-center justify-center gap-5 px-4 py-20 text-center">
        <div className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 dark:bg-brand-950 dark:text-brand-300 dark:ring-brand-900">
          <Construction className="size-7" aria-hidden="true" />
        </div>
        <Badge variant="brand">Coming soon</Badge>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{name}</h1>
        <p className="text-lg text-pretty text-muted-foreground">{description}</p>
        <Button asChild variant="outline" size="lg">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Return to Home
          </Link>
        </Button>
      </div>
    </section>
  );
}
