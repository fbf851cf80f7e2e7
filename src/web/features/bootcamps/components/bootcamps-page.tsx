import { IconCards } from '#web/components/icon-cards.tsx';
import { Testimonials } from '#web/components/testimonials.tsx';
import { ClipboardCheck, CreditCard, Rocket, Users } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { authPath } from '#web/lib/return-path.ts';
import { useBootcampCheckout, useBootcamps } from '../api/bootcamps.ts';
import { BootcampCard } from './bootcamp-card.tsx';
import { WaitlistForm } from './waitlist-form.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

export const CHECKOUT_FAILED = 'Failed to create checkout session';

const STEPS = [
  { icon: ClipboardCheck, title: 'Choose your track', text: 'Pick the bootcamp that matches what you are building: SaaS, content or e-commerce.' },
  { icon: CreditCard, title: 'Secure your seat', text: 'Seats are limited per cohort so every founder gets feedback. Legacy Founders save 25% and waitlist members 20%.' },
  { icon: Users, title: 'Build with your cohort', text: 'Weekly live workshops, reviews of your work and a private channel with your cohort.' },
  { icon: Rocket, title: 'Launch and keep going', text: 'Leave with a launched offer, your numbers in order and lifetime access to the recordings.' },
];

const TESTIMONIALS = [
  { quote: 'The pricing teardown in week three paid for the bootcamp twice over in the first month.', name: 'Priya N.', role: 'SaaS Builder alumna' },
  { quote: 'I had been "about to launch" my newsletter for a year. Six weeks later I had 800 subscribers.', name: 'Tomás R.', role: 'Content Creator alumnus' },
  { quote: 'The margin calculator made me drop two products and double down on the one that worked.', name: 'Aisha K.', role: 'E-commerce Empire alumna' },
];

/** /bootcamps — hero, how it works, the cohorts with live seats, the waitlist and testimonials. */
export function BootcampsPage({ viewerId }: { viewerId: string | null }) {
  const query = useBootcamps(viewerId);
  const checkout = useBootcampCheckout();
  const navigate = useNavigate();

  const secure = (bootcampId: string) => {
    if (!viewerId) {
      void navigate(authPath('signin', '/bootcamps'));
      return;
    }
    checkout.mutate(bootcampId, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast.error('Error', { description: error instanceof ApiError && error.message ? error.message : CHECKOUT_FAILED }),
    });
  };

  return (
    <div>
      <section className="bg-gradient-to-br from-brand-700 via-brand-600 to-violet-700 px-4 py-16 text-center text-white sm:py-20">
        <p className="text-sm font-semibold tracking-wider uppercase opacity-90">Cohort-based bootcamps</p>
        <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">Build and launch in six weeks, with founders beside you</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty opacity-95">
          Live workshops, feedback on your real work and a cohort that keeps you shipping. Every lesson is grounded in the case studies on Flightdeck.
        </p>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <TitledSection id="how-it-works" title="How it works" titleClassName="text-center text-2xl font-bold">
          <IconCards items={STEPS} numbered iconClassName="size-8" className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" />
        </TitledSection>

        <TitledSection id="upcoming" title="Upcoming bootcamps" titleClassName="text-center text-2xl font-bold" className="mt-16">
          {query.isError ? (
            <p role="alert" className="mt-6 text-center text-muted-foreground">
              The bootcamps could not be loaded. Please try again.
            </p>
          ) : !query.data ? (
            <div className="mt-8 grid gap-6 lg:grid-cols-3" role="status">
              <span className="sr-only">Loading bootcamps...</span>
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} className="h-[32rem] rounded-2xl" />
              ))}
            </div>
          ) : (
            <div className="mt-8 grid gap-6 lg:grid-cols-3">
              {query.data.bootcamps.map((bootcamp) => (
                <BootcampCard key={bootcamp.id} bootcamp={bootcamp} busy={checkout.isPending} onSecure={() => secure(bootcamp.id)} />
              ))}
            </div>
          )}
        </TitledSection>

        <TitledSection id="waitlist" title="Join the waitlist" titleClassName="text-2xl font-bold" className="mt-16 rounded-2xl border border-border bg-muted/40 px-4 py-10 text-center sm:px-10">
          <p className="mx-auto mt-2 max-w-xl text-muted-foreground">Hear first when a new bootcamp is announced. Waitlist members save 20%.</p>
          <WaitlistForm />
        </TitledSection>

        <Testimonials id="testimonials" title="What founders say" items={TESTIMONIALS} className="mt-16" />
      </div>
    </div>
  );
}
