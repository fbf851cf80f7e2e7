import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * The frame of every page: skip link, header, the page, footer. The page area is at least one
 * screen tall, so the footer starts below the fold and never jumps while a page's code or data
 * loads (no layout shift).
 */
export function PageFrame({ children, overlay }: { children: ReactNode; overlay?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-brand-600 font-medium text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:px-4 focus:py-2 focus:ring-2 focus:ring-white focus:outline-none"
      >
        Skip to content
      </a>
      {overlay}
      <div className="contents print:hidden">
        <SiteHeader />
      </div>
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        {children}
      </main>
      <div className="contents print:hidden">
        <SiteFooter />
      </div>
    </div>
  );
}
