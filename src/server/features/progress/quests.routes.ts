import { QUEST_MESSAGES, questCreateSchema, questListSchema, questSchema, questUpdateSchema, type Quest } from '#shared/schemas/progress.ts';
import type { AppDeps } from '../../app-context.ts';
import { authorize } from '../../auth/authorize.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { recordAudit } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { createRouter, declareRoutes, errorResponse, jsonBody, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { idParamSchema, isUuid } from '../../lib/params.ts';
import { insertQuest, listQuests, updateQuest, type QuestRow } from './quests.queries.ts';

/** Editing the daily quest set is a site setting. */
const QUESTS_FEATURE = 'ADMIN_SETTINGS';
const route = declareRoutes({
  tags: ['Staff'],
  errors: { 401: notSignedIn, 403: errorResponse('Not allowed to change site settings') },
});
const questResponse = (description: string) => jsonResponse(description, questSchema);

const listRoute = route('get', '/admin/quests', 'Every daily quest, active or not',
  { responses: { 200: jsonResponse('Quests, oldest first', questListSchema) } });
const createQuestRoute = route('post', '/admin/quests', 'Add a daily quest',
  { request: { body: jsonBody(questCreateSchema) }, responses: { 201: questResponse('The new quest'), 400: errorResponse('Invalid quest') } });
const updateRoute = route('patch', '/admin/quests/{id}', 'Change a daily quest (switch it off with isActive: false)',
  {
    request: { params: idParamSchema, body: jsonBody(questUpdateSchema) },
    responses: { 200: questResponse('The changed quest'), 400: errorResponse('Invalid change'), 404: errorResponse('No such quest') },
  });

function presentQuest(row: QuestRow): Quest {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    questType: row.questType,
    targetCount: row.targetCount,
    xpReward: row.xpReward,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function questRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(listRoute, async (c) => {
      authorize(requireUser(c), QUESTS_FEATURE);
      return c.json({ items: (await listQuests(db)).map(presentQuest) }, 200);
    })
    .openapi(createQuestRoute, async (c) => {
      const user = requireUser(c);
      authorize(user, QUESTS_FEATURE);
      const input = c.req.valid('json');
      const row = await db.transaction(async (tx) => {
        const quest = await insertQuest(tx, input);
        await recordAudit(tx, { actorId: user.id, action: 'quest.created', subjectType: 'quest', subjectId: quest.id, details: { after: input } });
        return quest;
      });
      return c.json(presentQuest(row), 201);
    })
    .openapi(updateRoute, async (c) => {
      const user = requireUser(c);
      authorize(user, QUESTS_FEATURE);
      const { id } = c.req.valid('param');
      const changes = c.req.valid('json');
      if (!isUuid(id)) throw notFound(QUEST_MESSAGES.notFound);
      const row = await db.transaction(async (tx) => {
        const quest = await updateQuest(tx, id, changes);
        if (!quest) throw notFound(QUEST_MESSAGES.notFound);
        await recordAudit(tx, { actorId: user.id, action: 'quest.updated', subjectType: 'quest', subjectId: id, details: { changes } });
        return quest;
      });
      return c.json(presentQuest(row), 200);
    });
}
