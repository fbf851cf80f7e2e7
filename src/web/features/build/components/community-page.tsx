import { IconCards } from '#web/components/icon-cards.tsx';
import { Testimonials } from '#web/components/testimonials.tsx';
import { CalendarClock, Handshake, MessagesSquare, Trophy, Users, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { useLandingFigures } from '#web/lib/use-landing-figures.ts';
import { useAbility } from '#web/session/hooks/use-ability.ts';
import { useCommunityLink } from '../api/build.ts';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

export const COMMUNITY_BUTTON = { member: 'Enter the Community', other: 'Join the Community' } as const;

/** The spec's "1,000+ community members", with the members counted by the server. */
export const communityHeadline = (members: number | undefined) =>
  members === undefined ? 'Build alongside fellow founders' : `Build alongside ${members.toLocaleString('en-US')} ${members === 1 ? 'founder' : 'founders'}`;

const BENEFITS = [
  { icon: MessagesSquare, title: 'Founder discussions', text: 'Ask questions, share progress and get answers from founders who have been there.' },
  { icon: Video, title: 'Live Q&A sessions', text: 'Bring your hardest question to the weekly live session with the Flightdeck team.' },
  { icon: Handshake, title: 'Networking', text: 'Meet co-founders, early customers and partners at the monthly networking call.' },
  { icon: Trophy, title: 'Accountability', text: 'Share weekly goals with your pod and celebrate every launch together.' },
];

const SCHEDULE = [
  { when: 'Every Wednesday, 2 PM EST', what: 'Live Q&A' },
  { when: 'First Friday of the month', what: 'Founder networking' },
];

const TESTIMONIALS = [
  { quote: 'I found my first three customers through a thread in the community.', name: 'Lena M.', role: 'Founder, bookkeeping SaaS' },
  { quote: 'The Wednesday Q&A fixed a pricing mistake I had been making for months.', name: 'Kwame A.', role: 'Founder, online store' },
  { quote: 'My accountability pod is the reason I finally launched.', name: 'Sofia P.', role: 'Newsletter creator' },
];

/**
 * /community — the main button opens the workspace for members with SKOOL_COMMUNITY, /pricing for
 * everyone else. `activity` is the members' recent activity, shown first under the headline.
 */
export function CommunityPage({ activity }: { activity?: ReactNode }) {
  const entitled = useAbility('SKOOL_COMMUNITY');
  const link = useCommunityLink();
  const members = useLandingFigures().data?.members;
  const navigate = useNavigate();

  const open = () => {
    if (!entitled) {
      void navigate('/pricing');
      return;
    }
    // Opened before the answer arrives, so the browser treats it as the click's own window.
    const opened = window.open('', '_blank');
    link.mutate(undefined, {
      onSuccess: ({ url }) => {
        if (url && opened) {
          opened.opener = null;
          opened.location.href = url;
        } else {
          opened?.close();
          if (url) window.location.assign(url);
          else toast.error('Error', { description: 'The community address is not configured yet. Please contact support.' });
        }
      },
      onError: (error) => {
        opened?.close();
        toast.error('Error', { description: error.message });
      },
    });
  };

  return (
    <div>
      <section className="bg-gradient-to-br from-brand-700 via-brand-600 to-violet-700 px-4 py-16 text-center text-white sm:py-20">
        <Users className="mx-auto size-10" aria-hidden="true" />
        <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{communityHeadline(members)}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty opacity-95">A private community for Flightdeck members: discussions, live sessions and people who understand what you are building.</p>
        <Button size="lg" variant="secondary" className="mt-8" onClick={open} disabled={link.isPending}>
          {entitled ? COMMUNITY_BUTTON.member : COMMUNITY_BUTTON.other}
        </Button>
        {!entitled && <p className="mt-3 text-sm opacity-90">Included with Community, Master Builder and Legacy Founder.</p>}
      </section>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        {activity && <div className="mb-14">{activity}</div>}
        <TitledSection id="benefits" title="What you get" titleClassName="text-center text-2xl font-bold">
          <IconCards items={BENEFITS} className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" />
        </TitledSection>

        <TitledSection id="schedule" title="Schedule" titleClassName="text-center text-2xl font-bold" className="mt-14">
          <ul className="mx-auto mt-6 flex max-w-2xl flex-col gap-3">
            {SCHEDULE.map((event) => (
              <li key={event.what} className="flex items-center gap-4 rounded-xl border border-border bg-card p-4 shadow-sm">
                <CalendarClock className="size-6 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden="true" />
                <span className="font-semibold">{event.what}</span>
                <span className="ml-auto text-sm text-muted-foreground">{event.when}</span>
              </li>
            ))}
          </ul>
        </TitledSection>

        <Testimonials id="community-testimonials" title="From the community" items={TESTIMONIALS} className="mt-14" />
      </div>
    </div>
  );
}
