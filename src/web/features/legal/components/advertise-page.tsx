import { ADVERTISING_PACKAGES } from '#shared/advertising.ts';
import { formatDollars } from '#shared/plans.ts';
import { EnquiryForm } from './enquiry-form.tsx';
import { PageShell } from './page-shell.tsx';
import { ReachFigures } from './reach-figures.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

const AUDIENCE = [
  { title: 'Aspiring founders', text: 'People validating their first idea, reading case studies of businesses like the one they want to build.' },
  { title: 'Early-stage operators', text: 'Founders with a product and first revenue, studying growth channels, pricing and hiring.' },
  { title: 'Side-project builders', text: 'Members building alongside a job, looking for tools, templates and time-saving services.' },
];

export function AdvertisePage() {
  return (
    <PageShell title="Advertise with Us" intro="Put your product in front of founders while they research how to start and grow a business.">
      <TitledSection id="reach-title" title="Our reach today" className="space-y-4">
        <p className="text-sm text-muted-foreground">Counted live from our database when you open this page.</p>
        <ReachFigures />
      </TitledSection>

      <TitledSection id="packages-title" title="Packages" className="mt-10 space-y-4">
        <ul className="grid gap-4 md:grid-cols-3">
          {ADVERTISING_PACKAGES.map((p) => (
            <li key={p.key} className="flex flex-col gap-2 rounded-xl border border-border bg-card p-5 shadow-sm">
              <h3 className="font-semibold">{p.name}</h3>
              <p>
                <span className="text-2xl font-bold">{formatDollars(p.priceCents / 100)}</span> <span className="text-sm text-muted-foreground">{p.unit}</span>
              </p>
              <p className="text-sm text-muted-foreground">{p.description}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection id="audience-title" title="Who reads Flightdeck" className="mt-10 space-y-4">
        <ul className="grid gap-4 md:grid-cols-3">
          {AUDIENCE.map((a) => (
            <li key={a.title} className="rounded-xl border border-border p-4">
              <h3 className="font-medium">{a.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{a.text}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection id="enquiry-title" title="Send an enquiry" className="mt-10 space-y-4">
        <EnquiryForm kind="advertising" />
      </TitledSection>
    </PageShell>
  );
}
