import { useId, useState, type FormEvent } from 'react';
import { QUEST_TYPES, type QuestType } from '#shared/constants.ts';
import type { QuestCreateInput } from '#shared/schemas/progress.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';

export const QUEST_TYPE_LABELS: Record<QuestType, string> = {
  read: 'Read case studies',
  vote: 'Vote',
  rate: 'Rate items',
  discuss: 'Post in discussions',
  bookmark: 'Bookmark items',
};

export type QuestFields = Required<Pick<QuestCreateInput, 'title' | 'description' | 'questType' | 'targetCount' | 'xpReward' | 'isActive'>>;

/** The fields of one quest; used to add a quest and to change one. */
export function QuestForm({ label, initial, submitLabel, pending, error, onSubmit }: { label: string; initial: QuestFields; submitLabel: string; pending: boolean; error: string | null; onSubmit: (fields: QuestFields) => void }) {
  const [fields, setFields] = useState(initial);
  const id = useId();
  const set = <K extends keyof QuestFields>(key: K, value: QuestFields[K]) => setFields((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(fields);
  };
  return (
    <form aria-label={label} onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate>
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input id={`${id}-title`} value={fields.title} onChange={(event) => set('title', event.target.value)} required />
      </div>
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Input id={`${id}-description`} value={fields.description} onChange={(event) => set('description', event.target.value)} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-type`}>Counts</Label>
        <Select id={`${id}-type`} value={fields.questType} onChange={(event) => set('questType', event.target.value as QuestType)}>
          {QUEST_TYPES.map((type) => (
            <option key={type} value={type}>
              {QUEST_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-target`}>Target</Label>
          <Input id={`${id}-target`} type="number" min={1} value={fields.targetCount} onChange={(event) => set('targetCount', event.target.valueAsNumber)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-xp`}>XP reward</Label>
          <Input id={`${id}-xp`} type="number" min={0} value={fields.xpReward} onChange={(event) => set('xpReward', event.target.valueAsNumber)} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={fields.isActive} onChange={(event) => set('isActive', event.target.checked)} className="size-4" />
          Active
        </label>
        <Button type="submit" size="sm" disabled={pending}>
          {submitLabel}
        </Button>
        {error && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
      </div>
    </form>
  );
}
