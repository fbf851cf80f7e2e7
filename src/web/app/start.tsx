import '../lib/zod-config.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { VisitorPageData } from '#shared/visitor-pages.ts';
import { App } from './app.tsx';
import { seedQueries } from './provider.tsx';
import { routerReady } from './router.tsx';

/** Renders the app into #root; on a page the server drew for a visitor, from the answers it shows. */
export function startApp(drawn: VisitorPageData | null) {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (!drawn) {
    root.render(app);
    return;
  }
  // The server drew this page for a visitor (decision 026). The app starts from the answers shown,
  // once the page's code is in, and renders in a transition: React yields to the browser while it
  // works, and the drawn page stays in place until the app's identical one replaces it.
  seedQueries(drawn.queries);
  void routerReady().then(() => startTransition(() => root.render(app)));
}
