import { toast } from 'sonner';
import type { Quest } from '#shared/schemas/progress.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useCreateQuest, useQuests, useUpdateQuest } from '../api/quests.ts';
import { QuestForm, type QuestFields } from './quest-form.tsx';

const NEW_QUEST: QuestFields = { title: '', description: '', questType: 'read', targetCount: 1, xpReward: 10, isActive: true };

function QuestCard({ quest }: { quest: Quest }) {
  const update = useUpdateQuest();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{quest.title}</CardTitle>
        <CardDescription>{quest.isActive ? 'Active: members see it every day.' : 'Switched off: members do not see it.'}</CardDescription>
      </CardHeader>
      <CardContent>
        <QuestForm
          label={`Edit ${quest.title}`}
          initial={{ title: quest.title, description: quest.description, questType: quest.questType, targetCount: quest.targetCount, xpReward: quest.xpReward, isActive: quest.isActive }}
          submitLabel="Save"
          pending={update.isPending}
          error={update.error?.message ?? null}
          onSubmit={(changes) => update.mutate({ id: quest.id, changes }, { onSuccess: () => toast.success('Quest saved') })}
        />
      </CardContent>
    </Card>
  );
}

/** /admin/quests: the daily quest set members see, for staff who change site settings. */
export function QuestsAdminPage() {
  const quests = useQuests();
  const create = useCreateQuest();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">Daily Quests</h1>
        <p className="text-muted-foreground">
          Every active quest starts over each day in the member&apos;s time zone; each matching action adds 1, and completing it earns its XP once.
        </p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Add a quest</CardTitle>
        </CardHeader>
        <CardContent>
          <QuestForm
            key={create.data?.id ?? 'new'}
            label="Add a quest"
            initial={NEW_QUEST}
            submitLabel="Add quest"
            pending={create.isPending}
            error={create.error?.message ?? null}
            onSubmit={(fields) => create.mutate(fields, { onSuccess: () => toast.success('Quest added') })}
          />
        </CardContent>
      </Card>
      <section aria-label="Quests" className="grid gap-4">
        {quests.isPending && <Skeleton className="h-48 w-full" />}
        {quests.isError && <p role="alert">The quests could not be loaded. Please try again.</p>}
        {quests.data?.items.length === 0 && <p className="text-muted-foreground">No quests yet.</p>}
        {quests.data?.items.map((quest) => <QuestCard key={`${quest.id}:${quest.updatedAt}`} quest={quest} />)}
      </section>
    </div>
  );
}
