import { StoryForm } from './story-form.tsx';

const NEXT_STEPS = [
  'Our team reads every story within 5 business days.',
  'If we have questions, we reply to the e-mail address you gave.',
  'If you are open to an interview, we may reach out to arrange one.',
  'Stories we feature are shared with the Flightdeck community.',
];

/** /share-your-story — the story form beside the "What Happens Next" panel. */
export function ShareStoryPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 max-w-3xl space-y-3">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">Share Your Startup Story</h1>
        <p className="text-lg text-pretty text-muted-foreground">Tell other founders how you built your business: what worked, what did not, and what you learned.</p>
      </header>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <StoryForm />
        <aside aria-labelledby="next-steps-title" className="h-fit rounded-xl border border-border bg-muted/40 p-5">
          <h2 id="next-steps-title" className="text-lg font-semibold">
            What Happens Next
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-muted-foreground">
            {NEXT_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </aside>
      </div>
    </div>
  );
}
