import './lib/zod-config.ts';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { queryClient } from './app/provider.tsx';
import { appRoutes, resolvePageCode } from './app/router.tsx';
import { viewsSentByPage } from './lib/analytics/tracker.ts';
import { drawnPageData } from './lib/page-data.ts';
import { APP_READY_EVENT } from '#shared/page-data.ts';
import './styles/index.css';

/**
 * Tells the page the app has taken over: hydrated a page the server drew, or drawn one itself. The
 * boot script (src/web/boot/page-boot.ts) then replays what the reader pressed before.
 */
function Ready() {
  useEffect(() => {
    if (document.documentElement.dataset.app === 'ready') return;
    document.documentElement.dataset.app = 'ready';
    document.dispatchEvent(new Event(APP_READY_EVENT));
  }, []);
  return null;
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const routes = appRoutes();
  const drawn = drawnPageData();
  if (!drawn) {
    createRoot(container).render(
      <StrictMode>
        <Ready />
        <App router={createBrowserRouter(routes)} />
      </StrictMode>,
    );
    return;
  }
  // The server drew this page (decision 075): the app starts from the answers it was drawn from,
  // with the page's code in, and hydrates it, keeping the reader's focus, typing and scroll.
  hydrate(queryClient, drawn.queries as DehydratedState);
  viewsSentByPage(drawn.views.events);
  await resolvePageCode(routes, window.location.pathname);
  hydrateRoot(
    container,
    <StrictMode>
      <Ready />
      {/* Hydration data (none: the pages load their own) tells the router the page is already
          drawn, so it keeps the scroll the reader has made instead of going to the top. */}
      <App router={createBrowserRouter(routes, { hydrationData: {} })} />
    </StrictMode>,
    {
      // A page that hydrates differently from how it was drawn is a defect: the journeys fail on it.
      onRecoverableError: (error) => console.error('Hydration mismatch:', error),
    },
  );
}

void start();
