import { Link } from 'react-router';
import { cn } from '#web/lib/cn.ts';

/** The Flightdeck mark: a paper plane on the brand square (same drawing as the favicon). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <defs>
        <linearGradient id="fd-logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#fd-logo-gradient)" />
      <path d="M7 19l18-8-6 14-3-5-5 3z" fill="#fff" />
      <path d="M16 20l3-9" stroke="#c7d2fe" strokeWidth="1.5" />
    </svg>
  );
}

export function LogoLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      aria-label="Flightdeck home"
      className="flex shrink-0 items-center gap-2 rounded-md focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none"
    >
      <LogoMark />
      <span className="text-lg font-bold tracking-tight">Flightdeck</span>
    </Link>
  );
}
