import { QUEST_TYPES, type QuestType } from '#shared/constants.ts';
import { questCreateSchema, type Quest, type QuestCreate } from '#shared/schemas/progress.ts';
import { AdminField } from '#web/components/admin/admin-field.tsx';
import { AdminForm } from '#web/components/admin/admin-form.tsx';
import { editorActions, type AdminEditorProps } from '#web/components/admin/admin-resource-page.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select, SelectOptions } from '#web/components/ui/select.tsx';

export const QUEST_TYPE_LABELS: Record<QuestType, string> = {
  read: 'Read case studies',
  vote: 'Vote',
  rate: 'Rate items',
  discuss: 'Post in discussions',
  bookmark: 'Bookmark items',
};

const NEW_QUEST = { title: '', description: '', questType: 'read', targetCount: 1, xpReward: 10, isActive: true } as const;

/** The form that adds a quest (`row` null) or changes one; `send` is the API call. */
export function QuestForm(editor: AdminEditorProps<Quest, QuestCreate>) {
  const quest = editor.row;
  return (
    <AdminForm
      title={quest ? `Edit ${quest.title}` : 'Add a quest'}
      schema={questCreateSchema}
      defaultValues={quest ? { title: quest.title, description: quest.description, questType: quest.questType, targetCount: quest.targetCount, xpReward: quest.xpReward, isActive: quest.isActive } : NEW_QUEST}
      {...editorActions(editor, 'Quest', 'add')}
    >
      {(form) => (
        <>
          <AdminField form={form} name="title" label="Title" required className="sm:col-span-2" />
          <AdminField form={form} name="description" label="Description" className="sm:col-span-2" />
          <AdminField form={form} name="questType" label="Counts">
            {(control) => (
              <Select {...control}>
                <SelectOptions values={QUEST_TYPES} labels={QUEST_TYPE_LABELS} />
              </Select>
            )}
          </AdminField>
          <div className="grid grid-cols-2 gap-3">
            <AdminField form={form} name="targetCount" label="Target" options={{ valueAsNumber: true }}>
              {(control) => <Input {...control} type="number" min={1} />}
            </AdminField>
            <AdminField form={form} name="xpReward" label="XP reward" options={{ valueAsNumber: true }}>
              {(control) => <Input {...control} type="number" min={0} />}
            </AdminField>
          </div>
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <input type="checkbox" {...form.register('isActive')} className="size-4" />
            Active
          </label>
        </>
      )}
    </AdminForm>
  );
}
