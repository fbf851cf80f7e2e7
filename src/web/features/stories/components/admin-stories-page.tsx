import { useState } from 'react';
import { FUNDING_STATUS_LABELS, STORY_MODEL_LABELS, STORY_REVENUE_LABELS, type StoryItem } from '#shared/schemas/story.ts';
import { AdminAction } from '#web/components/admin/admin-action.tsx';
import { QueryStates } from '#web/components/admin/admin-list.tsx';
import { AdminPage } from '#web/components/admin/admin-page.tsx';
import { PageSteps, pageCount } from '#web/components/page-steps.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useMarkStoryHandled, useStaffStories, type StoryFilter } from '../api/stories-api.ts';

const FILTERS: readonly { value: StoryFilter; label: string }[] = [
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];
const STATUS_LABELS: Record<StoryItem['status'], string> = { new: 'New', reviewed: 'Reviewed', accepted: 'Accepted', declined: 'Declined' };

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function StoryCard({ story }: { story: StoryItem }) {
  const mark = useMarkStoryHandled();
  const facts = [
    story.monthlyRevenue && `Revenue ${STORY_REVENUE_LABELS[story.monthlyRevenue]}/mo`,
    story.businessModel && STORY_MODEL_LABELS[story.businessModel],
    story.industry,
    story.foundedYear && `Founded ${story.foundedYear}`,
    story.teamSize && `Team ${story.teamSize}`,
    story.fundingStatus && FUNDING_STATUS_LABELS[story.fundingStatus],
    story.agreeToInterview && 'Open to an interview',
  ].filter(Boolean);
  const answers = [
    ['Key Insight', story.keyInsight],
    ['Biggest Challenge', story.biggestChallenge],
    ['Advice for Other Founders', story.adviceForFounders],
  ] as const;
  return (
    <li className="rounded-xl border border-border p-5">
      <article aria-labelledby={`story-${story.id}-title`} className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id={`story-${story.id}-title`} className="text-lg font-semibold break-words">
              {story.businessName}
            </h2>
            <p className="text-sm text-muted-foreground break-all">
              {story.founderName} · <a className="underline underline-offset-2" href={`mailto:${story.email}`}>{story.email}</a> ·{' '}
              <a className="underline underline-offset-2" href={story.businessUrl} target="_blank" rel="noopener noreferrer">
                {story.businessUrl}
              </a>
            </p>
            <p className="text-xs text-muted-foreground">
              {STATUS_LABELS[story.status]} · sent {when(story.createdAt)}
            </p>
          </div>
          {story.status === 'new' && <AdminAction label="Mark handled" busyLabel="Saving..." accessibleName={`Mark handled: ${story.businessName}`} run={() => mark.mutateAsync(story.id)} />}
        </div>
        {facts.length > 0 && <p className="text-sm">{facts.join(' · ')}</p>}
        <details>
          <summary className="cursor-pointer text-sm font-medium">Read the story</summary>
          <div className="mt-3 space-y-3 text-sm whitespace-pre-line">
            <p>{story.businessStory}</p>
            {answers.map(([label, value]) =>
              value ? (
                <div key={label}>
                  <h3 className="font-semibold">{label}</h3>
                  <p>{value}</p>
                </div>
              ) : null,
            )}
          </div>
        </details>
      </article>
    </li>
  );
}

/** /admin/stories — story submissions for the content team, newest first. */
export function AdminStoriesPage() {
  const [status, setStatus] = useState<StoryFilter>('new');
  const [page, setPage] = useState(1);
  const query = useStaffStories(status, page);
  const data = query.data;
  const pages = pageCount(data);
  return (
    <AdminPage title="Story Submissions" intro={data ? `${data.total.toLocaleString('en-US')} ${data.total === 1 ? 'story' : 'stories'}` : 'Loading…'}>
      <div role="group" aria-label="Show" className="flex flex-wrap gap-2">
        {FILTERS.map((filter) => (
          <Button
            key={filter.value}
            variant={status === filter.value ? 'default' : 'outline'}
            aria-pressed={status === filter.value}
            onClick={() => {
              setStatus(filter.value);
              setPage(1);
            }}
          >
            {filter.label}
          </Button>
        ))}
      </div>
      <QueryStates query={query} failure="The stories could not be loaded. Please try again.">
        {() =>
          data!.items.length === 0 ? (
            <p className="text-muted-foreground">No stories here.</p>
          ) : (
            <ul className="space-y-4">
              {data!.items.map((story) => (
                <StoryCard key={story.id} story={story} />
              ))}
            </ul>
          )
        }
      </QueryStates>
      <PageSteps label="Story pages" page={page} pages={pages} onGo={setPage} />
    </AdminPage>
  );
}
