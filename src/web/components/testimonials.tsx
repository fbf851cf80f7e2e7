import { TitledSection } from '#web/components/ui/titled-section.tsx';
export type Testimonial = { name: string; role: string; quote: string };

/** A titled row of quotes from founders, as the bootcamp and community pages show them. */
export function Testimonials({ id, title, items, className }: { id: string; title: string; items: readonly Testimonial[]; className?: string }) {
  return (
    <TitledSection id={id} title={title} titleClassName="text-center text-2xl font-bold" className={className}>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {items.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="h-full rounded-xl border border-border bg-card p-6 shadow-sm">
              <blockquote className="text-pretty">“{testimonial.quote}”</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold">{testimonial.name}</span>
                <span className="text-muted-foreground"> · {testimonial.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
