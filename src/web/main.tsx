import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as configureZod } from 'zod/v4/core';
import { App } from './app/app.tsx';
import './styles/index.css';

// The page's Content-Security-Policy forbids eval; without this, zod probes `new Function` and
// the browser reports a policy violation.
configureZod({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
