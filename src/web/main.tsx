import './lib/zod-config.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { seedQueries } from './app/provider.tsx';
import { routerReady } from './app/router.tsx';
import { viewsSentByPage } from './lib/analytics/tracker.ts';
import { visitorPageData } from './lib/visitor-page-data.ts';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const drawn = visitorPageData();
if (drawn) {
  // The server drew this page for a visitor (decision 026). The app starts from the answers shown,
  // once the page's code is in, and renders in a transition: React yields to the browser while it
  // works, and the drawn page stays in place until the app's identical one replaces it.
  seedQueries(drawn.queries);
  viewsSentByPage(drawn.views.events);
  void routerReady().then(() => startTransition(() => root.render(app)));
} else {
  root.render(app);
}
