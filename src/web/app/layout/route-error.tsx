import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { NotFoundPage } from '../routes/not-found.tsx';

/** A page failed (its code did not load, or it threw): say so and offer a way on, keeping the header. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <PageFailed error={error} />;
}

function PageFailed({ error }: { error: unknown }) {
  usePageMeta({ title: 'Something went wrong' });
  useEffect(() => console.error(error), [error]);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-16 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300">
        <TriangleAlert className="size-7" aria-hidden="true" />
      </div>
      <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
      <p className="text-muted-foreground">
        This page could not be shown. Please try again in a moment; if it keeps happening, reload the page or head back home.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={() => window.location.reload()}>
          Reload page
        </Button>
        <Button asChild>
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </section>
  );
}

/** The last resort when the page frame itself fails: plain markup, no app components. */
export function RootError() {
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
      <p className="text-muted-foreground">Flightdeck could not load. Please reload the page.</p>
      <a href="/" className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300">
        Return to Home
      </a>
    </main>
  );
}
