import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { LANDING_FIGURE_SLOTS } from '#shared/landing.ts';
import { AuthContext, type AuthState } from '#web/session/components/auth-provider.tsx';
import { LandingPage } from './home/landing-page.tsx';
import { PageFrame } from './layout/page-frame.tsx';
import { SiteHeader } from './layout/site-header.tsx';
import { StaticMobileMenu } from './layout/static-mobile-menu.tsx';

const VISITOR: AuthState = { status: 'signed-out', user: null, signOut: async () => {}, refresh: async () => {} };

/**
 * The landing page as a visitor sees it, rendered once at build time into the HTML the server
 * sends for / (see vite.config.ts). It draws at once and needs only a few lines of script (theme
 * toggle, menu); links load the app. Its figures are slots the server fills in.
 */
export function renderLandingBody(): string {
  return renderToString(
    <AuthContext value={VISITOR}>
      <StaticRouter location="/">
        <PageFrame header={<SiteHeader menu={<StaticMobileMenu />} />}>
          <LandingPage figures={LANDING_FIGURE_SLOTS} />
        </PageFrame>
      </StaticRouter>
    </AuthContext>,
  );
}
