import { Compass, Database, Scale, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { PageShell } from './page-shell.tsx';
import { ReachFigures } from './reach-figures.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

const VALUES = [
  { icon: Database, title: 'Data, not doubt', text: 'Every figure we show is counted from real records, with its source and date. When we do not know, we say so.' },
  { icon: Scale, title: 'Failures next to successes', text: 'Most startups fail. We study failure analyses as closely as success stories, so base rates stay honest.' },
  { icon: Users, title: 'Founders teaching founders', text: 'Members vote, rate, discuss and submit their own stories; editors review every submission before it is published.' },
  { icon: Compass, title: 'Your data is yours', text: 'No third-party trackers, no selling of data, a one-click export and a real deletion of your account.' },
];

export function AboutPage() {
  return (
    <PageShell
      title="About Flightdeck"
      intro="Flightdeck is a flight simulator for entrepreneurial success: a research and learning platform where aspiring founders study real startups before they risk their own time and money."
    >
      <ReachFigures keys={['caseStudies', 'members', 'discussions']} />

      <TitledSection id="story-title" title="Our story" className="mt-10 space-y-3 leading-relaxed">
        <p>
          Pilots train in simulators before they fly. Founders rarely get that chance: most learn by trial and costly error. Flightdeck collects what
          happened to real businesses — how they found their first customers, what they charged, what it cost to start, and why some of them closed —
          and turns it into case studies, growth tactics, courses and tools you can learn from.
        </p>
        <p>
          Instead of promises, we give you evidence: filter every case study by business model, growth channel, starting costs or region,
          compare successes with failures, and validate your own idea against what actually happened to similar ones.
        </p>
      </TitledSection>

      <TitledSection id="values-title" title="What we stand for" className="mt-10 space-y-4">
        <ul className="grid gap-4 sm:grid-cols-2">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-border bg-card p-5 shadow-sm">
              <Icon className="mb-2 size-6 text-brand-600 dark:text-brand-300" aria-hidden="true" />
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection id="team-title" title="The team" className="mt-10 space-y-3 leading-relaxed">
        <p>
          Flightdeck is built by a small team of founders, researchers and engineers. Our editors research and verify case studies; our members
          contribute stories of their own. Want to talk to us? We read every message.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/contact">Contact Us</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/advertise">Advertise with Us</Link>
          </Button>
        </div>
      </TitledSection>
    </PageShell>
  );
}
