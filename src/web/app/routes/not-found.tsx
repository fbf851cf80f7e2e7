import { Compass } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { usePageMeta } from '#web/components/page-meta.tsx';

export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageMeta({ title: 'Page not found', description: 'The page you were looking for does not exist.' });
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <section className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="hero-glow absolute inset-0 -z-10 opacity-60" />
      <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-20 text-center">
        <div className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 dark:bg-brand-950 dark:text-brand-300 dark:ring-brand-900">
          <Compass className="size-8" aria-hidden="true" />
        </div>
        <p aria-hidden="true" className="bg-gradient-to-r from-brand-600 to-violet-600 bg-clip-text text-7xl font-extrabold tracking-tight text-transparent dark:from-brand-300 dark:to-violet-300">
          404
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">Oops! Page not found</h1>
        <p className="text-muted-foreground">
          The page <code className="rounded bg-muted px-1.5 py-0.5 text-sm break-all text-foreground">{pathname}</code> doesn’t exist or has
          moved.
        </p>
        <Button asChild size="lg">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </section>
  );
}

