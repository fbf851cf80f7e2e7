import { AboutPage } from '#web/features/legal/components/about-page.tsx';

export function AboutRoute() {
  return <AboutPage />;
}
