import { z } from 'zod';
import { TOOLKIT_STATUSES } from '../constants.ts';
import { REMINDER_PRESETS } from '../domain/reminders.ts';
import { requiredText } from './text-fields.ts';

// Bookmark folders and reminders, the tactic toolkit and 7-day plans (PRODUCT §14).

export const FOLDER_NAME_MAX = 60;

export const LIBRARY_MESSAGES = {
  folderName: 'Please enter a folder name.',
  folderNameTooLong: `Folder names can be at most ${FOLDER_NAME_MAX} characters.`,
  folderExists: 'You already have a folder with this name.',
  folderNotFound: 'Folder not found.',
  bookmarkNotFound: 'Bookmark not found.',
  reminderDate: 'Please choose a date within the next year.',
  reminderChoice: 'Please choose "in 3 days", "in 2 weeks" or a date.',
  planNotFound: 'Plan not found.',
  stepNotOpen: 'This step opens on its day of the plan.',
  toolkitStatus: 'Status must be saved or implemented',
} as const;

export const folderNameSchema = z.object({
  name: requiredText(LIBRARY_MESSAGES.folderName).max(FOLDER_NAME_MAX, LIBRARY_MESSAGES.folderNameTooLong),
});

export const reminderChoiceSchema = z.union(
  [
    z.object({ preset: z.enum(Object.keys(REMINDER_PRESETS) as [keyof typeof REMINDER_PRESETS, ...(keyof typeof REMINDER_PRESETS)[]]) }),
    z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, LIBRARY_MESSAGES.reminderDate) }),
  ],
  { error: LIBRARY_MESSAGES.reminderChoice },
);
export type ReminderChoice = z.infer<typeof reminderChoiceSchema>;

/** Move a bookmark (folderId null: unfiled) and/or set or clear (null) its reminder. */
export const bookmarkUpdateSchema = z.object({
  folderId: z.string().nullable().optional(),
  reminder: reminderChoiceSchema.nullable().optional(),
});
export type BookmarkUpdate = z.infer<typeof bookmarkUpdateSchema>;

export const folderSchema = z.object({ id: z.string(), name: z.string(), count: z.number(), createdAt: z.string() });
export type BookmarkFolder = z.infer<typeof folderSchema>;

export const bookmarkItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['case_study', 'tactic']),
  itemId: z.string(),
  title: z.string(),
  href: z.string(),
  /** At most 2 for case studies; empty for tactics. */
  regionTags: z.array(z.string()),
  category: z.string().nullable(),
  folderId: z.string().nullable(),
  remindAt: z.string().nullable(),
  createdAt: z.string(),
});
export type BookmarkItem = z.infer<typeof bookmarkItemSchema>;

export const bookmarkLibrarySchema = z.object({ folders: z.array(folderSchema), items: z.array(bookmarkItemSchema) });
export type BookmarkLibrary = z.infer<typeof bookmarkLibrarySchema>;

export const toolkitStatusRequestSchema = z.object({ status: z.enum(TOOLKIT_STATUSES, { error: LIBRARY_MESSAGES.toolkitStatus }) });

export const planStepSchema = z.object({
  day: z.number(),
  title: z.string(),
  description: z.string(),
  xpReward: z.number(),
  opensAt: z.string(),
  completedAt: z.string().nullable(),
});
export const planSchema = z.object({
  id: z.string(),
  tacticId: z.string(),
  tacticName: z.string(),
  href: z.string(),
  startedAt: z.string(),
  steps: z.array(planStepSchema),
});
export type TacticPlan = z.infer<typeof planSchema>;

export const tacticToolkitStateSchema = z.object({ status: z.enum(TOOLKIT_STATUSES).nullable(), plan: planSchema.nullable() });
export type TacticToolkitState = z.infer<typeof tacticToolkitStateSchema>;

export const toolkitItemSchema = z.object({
  tacticId: z.string(),
  name: z.string(),
  category: z.string(),
  href: z.string(),
  status: z.enum(TOOLKIT_STATUSES),
  savedAt: z.string(),
  implementedAt: z.string().nullable(),
});
export const toolkitSchema = z.object({ items: z.array(toolkitItemSchema), plans: z.array(planSchema) });
export type Toolkit = z.infer<typeof toolkitSchema>;
