import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { LogoMark } from './logo.tsx';
import { LinkedInIcon, XIcon, YouTubeIcon } from './social-icons.tsx';

const FOOTER_COLUMNS = [
  {
    heading: 'Platform',
    links: [
      { href: '/case-studies', label: 'Case Studies' },
      { href: '/tactics', label: 'Tactics' },
      { href: '/ideas', label: 'Ideas Generator' },
      { href: '/academy', label: 'Academy' },
      { href: '/build', label: 'Build Tools' },
      { href: '/deals', label: 'Partner Deals' },
      { href: '/events', label: 'VIP Events' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { href: '/about', label: 'About' },
      { href: '/pricing', label: 'Pricing' },
      { href: '/community', label: 'Community' },
      { href: '/advertise', label: 'Advertise' },
    ],
  },
  {
    heading: 'Support',
    links: [
      { href: '/contact', label: 'Contact' },
      { href: '/privacy-policy', label: 'Privacy Policy' },
      { href: '/terms-of-service', label: 'Terms of Service' },
    ],
  },
] as const;

const SOCIAL_LINKS = [
  { href: 'https://www.linkedin.com/company/flightdeck', label: 'Flightdeck on LinkedIn', Icon: LinkedInIcon },
  { href: 'https://x.com/flightdeck', label: 'Flightdeck on X (Twitter)', Icon: XIcon },
  { href: 'https://www.youtube.com/@flightdeck', label: 'Flightdeck on YouTube', Icon: YouTubeIcon },
] as const;

const linkClass =
  'rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none';

export function SiteFooter() {
  const year = new Date().getUTCFullYear();
  return (
    <footer className="border-t border-border bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_repeat(3,1fr)] lg:px-8">
        <div className="flex flex-col gap-4">
          <div className="flex items-center gap-2">
            <LogoMark />
            <span className="text-lg font-bold tracking-tight">Flightdeck</span>
          </div>
          <p className="max-w-xs text-sm text-muted-foreground">
            Launch with Data, Not Doubt. Real startup case studies, growth tactics and a community of founders.
          </p>
          <Link
            to="/auth"
            className="group inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-semibold text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-brand-300"
          >
            Start Free Analysis Today
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
          </Link>
          <ul className="flex items-center gap-2">
            {SOCIAL_LINKS.map(({ href, label, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} (opens in a new tab)`}
                  className="inline-flex size-10 items-center justify-center rounded-full border border-border bg-background text-muted-foreground transition-colors hover:border-brand-500 hover:text-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:hover:text-brand-300"
                >
                  <Icon className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:contents">
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.heading} aria-label={column.heading}>
              <h2 className="text-sm font-semibold">{column.heading}</h2>
              <ul className="mt-4 flex flex-col gap-3">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className={linkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-muted-foreground sm:px-6 lg:px-8">
          © {year} Flightdeck. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
