import { Lock, ShieldAlert } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { authPath } from '#web/lib/return-path.ts';

/** The full-page notice a gate shows instead of a page the viewer may not open. */
export function AccessNotice({ title, message, signIn, kind }: { title: string; message: string; signIn: boolean; kind: 'sign-in' | 'admin' }) {
  const titleId = useId();
  const location = useLocation();
  const Icon = kind === 'admin' ? ShieldAlert : Lock;
  return (
    <section aria-labelledby={titleId} className="mx-auto flex min-h-[55vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100 dark:bg-brand-950 dark:text-brand-300 dark:ring-brand-900">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h1 id={titleId} className="text-2xl font-bold tracking-tight text-balance">
        {title}
      </h1>
      <p className="text-pretty text-muted-foreground">{message}</p>
      {signIn ? (
        <Button asChild size="lg">
          <Link to={authPath('signin', location.pathname + location.search)}>Sign In</Link>
        </Button>
      ) : (
        <Button asChild size="lg" variant="outline">
          <Link to="/">Return to Home</Link>
        </Button>
      )}
    </section>
  );
}
