import { AdminResourcePage } from '#web/components/admin/admin-resource-page.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { useCreateQuest, useQuests, useUpdateQuest } from '../api/quests.ts';
import { QUEST_TYPE_LABELS, QuestForm } from './quest-form.tsx';

/** /admin/quests: the daily quest set members see, for staff who change site settings. */
export function QuestsAdminPage() {
  const quests = useQuests();
  const create = useCreateQuest();
  const update = useUpdateQuest();
  return (
    <AdminResourcePage
      title="Daily Quests"
      intro="Every active quest starts over each day in the member's time zone; each matching action adds 1, and completing it earns its XP once."
      list={{
        query: quests,
        rows: quests.data?.items,
        items: 'quests',
        columns: [
          { key: 'title', header: 'Quest', rowHeader: true, cell: (quest) => quest.title, sortValue: (quest) => quest.title },
          { key: 'type', header: 'Counts', cell: (quest) => `${QUEST_TYPE_LABELS[quest.questType]} × ${quest.targetCount}` },
          { key: 'xp', header: 'XP', cell: (quest) => quest.xpReward, sortValue: (quest) => quest.xpReward },
          { key: 'active', header: 'Shown', cell: (quest) => (quest.isActive ? <Badge variant="brand">Active</Badge> : <Badge variant="secondary">Switched off</Badge>) },
        ],
      }}
      rowName={(quest) => quest.title}
      form={QuestForm}
      save={(quest, values) => (quest ? update.mutateAsync({ id: quest.id, changes: values }) : create.mutateAsync(values))}
    />
  );
}
