import { ArrowRight, Lightbulb, RotateCw, SearchX, Type } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { IDEA_CATEGORIES, IDEA_CATEGORY_LABELS } from '#shared/constants.ts';
import { SEARCH_MAX_LENGTH } from '#shared/filters.ts';
import { IDEA_MESSAGES, IDEA_SORT_LABELS, IDEA_SORTS, type IdeaSort } from '#shared/schemas/ideas.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { SearchForm } from '#web/components/ui/search-form.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Select, SelectOptions } from '#web/components/ui/select.tsx';
import { useIdeaList } from '../api/ideas.ts';
import { IdeaCard } from './idea-card.tsx';
import { IdeaTools } from './idea-tools.tsx';
import { TOOL_CARD_CLASS, ToolCardContent } from './tool-card.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

const isSort = (value: string | null): value is IdeaSort => (IDEA_SORTS as readonly (string | null)[]).includes(value);

/** The words searched for and the order of /ideas, from its address. */
export function ideaSearchOf(params: URLSearchParams): { q: string; sort: IdeaSort } {
  const sort = params.get('sort');
  return { q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH), sort: isSort(sort) ? sort : 'popularity' };
}

/** /ideas: the ideas in their four categories, searched and sorted, and the idea tools. */
export function IdeasPage({ viewerId, sessionKnown }: { viewerId: string | null; sessionKnown: boolean }) {
  const [params, setParams] = useSearchParams();
  const { q, sort } = ideaSearchOf(params);
  const ideas = useIdeaList(q, sort);
  const sortId = useId();

  usePageMeta({ title: 'Business Ideas & Frameworks', description: 'Business ideas, niches, problems worth solving and frameworks, with data-driven idea tools.' });

  function update(next: { q?: string; sort?: IdeaSort }) {
    const merged = { q, sort, ...next };
    const search = new URLSearchParams();
    if (merged.q) search.set('q', merged.q);
    if (merged.sort !== 'popularity') search.set('sort', merged.sort);
    setParams(search, { replace: true });
  }

  const items = ideas.data?.items ?? [];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Business Ideas &amp; Frameworks</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Ideas, niches, problems worth solving and frameworks, each backed by case studies from our database. Popularity counts real views and saves.
          </p>
        </div>
        <Button asChild size="lg">
          <Link to="/case-studies">
            Explore Ideas
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>

      <TitledSection id="idea-tools" title="Idea tools" titleClassName="sr-only" className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <IdeaTools viewerId={viewerId} sessionKnown={sessionKnown} returnTo="/ideas" />
        <ToolLink to="/tools/name-generator" Icon={Type} title="Business Name Generator" text="Fifteen names per run in five styles, with a real .com look-up." />
      </TitledSection>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchForm key={q} query={q} onSearch={(text) => update({ q: text.trim() })} formLabel="Search ideas" />
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm font-medium whitespace-nowrap">
            Sort by
          </label>
          <Select
            id={sortId}
            value={sort}
            onChange={(event) => update({ sort: event.target.value as IdeaSort })}
            className="w-auto"
          >
            <SelectOptions values={IDEA_SORTS} labels={IDEA_SORT_LABELS} />
          </Select>
        </div>
      </div>

      <div className="mt-8" aria-live="polite" aria-busy={ideas.isFetching}>
        {ideas.isPending ? (
          <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <span className="sr-only">Loading ideas...</span>
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} className="h-52 rounded-xl" />
            ))}
          </div>
        ) : ideas.isError ? (
          <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-border px-6 py-12 text-center">
            <p className="font-medium">The ideas could not be loaded.</p>
            <Button onClick={() => void ideas.refetch()} disabled={ideas.isFetching}>
              <RotateCw aria-hidden="true" />
              Retry
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center">
            <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="text-lg font-semibold">{IDEA_MESSAGES.noIdeas}</p>
            <p className="text-sm text-muted-foreground">Try other words, or clear the search.</p>
            <Button variant="outline" onClick={() => update({ q: '' })}>
              Clear search
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-10">
            {IDEA_CATEGORIES.map((category) => {
              const inCategory = items.filter((idea) => idea.category === category);
              if (inCategory.length === 0) return null;
              return (
                <section key={category} aria-labelledby={`category-${category}`}>
                  <h2 id={`category-${category}`} className="flex items-center gap-2 text-xl font-bold">
                    <Lightbulb className="size-5 text-brand-600 dark:text-brand-300" aria-hidden="true" />
                    {IDEA_CATEGORY_LABELS[category]}
                    <span className="text-sm font-normal text-muted-foreground">({inCategory.length})</span>
                  </h2>
                  <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                    {inCategory.map((idea) => (
                      <IdeaCard key={idea.id} idea={idea} />
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}

function ToolLink({ to, Icon, title, text }: { to: string; Icon: typeof Lightbulb; title: string; text: string }) {
  return (
    <Link to={to} className={TOOL_CARD_CLASS}>
      <ToolCardContent Icon={Icon} title={title} text={text} />
    </Link>
  );
}
