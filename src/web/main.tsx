import { visitorPageData } from './lib/visitor-page-data.ts';
import { whenVisitorActs } from './lib/visitor-boot.ts';
import './styles/index.css';

// The app is its own chunk: a page the server drew for a visitor is complete without it, so it is
// fetched while the browser is idle and started on the visitor's first move (decision 028).
const start = () => import('./app/start.tsx').then(({ startApp }) => startApp(drawn));
const drawn = visitorPageData();
if (drawn) whenVisitorActs(drawn.code, start);
else void start();
