import { createRoute, z } from '@hono/zod-openapi';
import {
  bookmarkLibrarySchema,
  bookmarkUpdateSchema,
  folderNameSchema,
  folderSchema,
  planSchema,
  tacticToolkitStateSchema,
  toolkitSchema,
  toolkitStatusRequestSchema,
} from '#shared/schemas/library.ts';
import type { AppDeps } from '../../app-context.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, errorResponseSchema } from '../../lib/openapi.ts';
import { idParamSchema } from '../../lib/params.ts';
import { createFolder, deleteBookmark, deleteFolder, listLibrary, renameFolder, updateBookmark } from './bookmarks.service.ts';
import { completeStep, listToolkit, removeFromToolkit, setToolkitStatus, startPlan, tacticToolkitState } from './toolkit.service.ts';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });
const err = (status: 400 | 401 | 403 | 404 | 409, description: string) => ({ [status]: { description, ...errorResponseSchema } });
const owned = { ...err(401, 'Not signed in'), ...err(404, "Not found, or another member's") };
const tag = ['Library'];

const routes = {
  library: createRoute({ method: 'get', path: '/me/bookmarks', tags: tag, summary: "The member's bookmarks (newest first, with titles) and folders", responses: { 200: json(bookmarkLibrarySchema, 'Bookmarks and folders'), ...err(401, 'Not signed in') } }),
  createFolder: createRoute({ method: 'post', path: '/me/bookmark-folders', tags: tag, summary: 'Create a bookmark folder', request: body(folderNameSchema), responses: { 201: json(folderSchema, 'The folder'), ...err(400, 'Invalid'), ...err(401, 'Not signed in'), ...err(409, 'Name in use') } }),
  renameFolder: createRoute({ method: 'patch', path: '/me/bookmark-folders/{id}', tags: tag, summary: 'Rename a folder', request: { params: idParamSchema, ...body(folderNameSchema) }, responses: { 204: { description: 'Renamed' }, ...err(400, 'Invalid'), ...owned, ...err(409, 'Name in use') } }),
  deleteFolder: createRoute({ method: 'delete', path: '/me/bookmark-folders/{id}', tags: tag, summary: 'Delete a folder; its bookmarks stay, unfiled', request: { params: idParamSchema }, responses: { 204: { description: 'Deleted' }, ...owned } }),
  updateBookmark: createRoute({
    method: 'patch',
    path: '/me/bookmarks/{id}',
    tags: tag,
    summary: 'Move a bookmark to a folder (null: unfiled) and/or set a reminder ("3_days", "2_weeks" or a date; null clears it)',
    request: { params: idParamSchema, ...body(bookmarkUpdateSchema) },
    responses: { 204: { description: 'Saved' }, ...err(400, 'Invalid'), ...owned },
  }),
  deleteBookmark: createRoute({ method: 'delete', path: '/me/bookmarks/{id}', tags: tag, summary: 'Remove a bookmark', request: { params: idParamSchema }, responses: { 204: { description: 'Removed' }, ...owned } }),
  toolkit: createRoute({ method: 'get', path: '/me/toolkit', tags: tag, summary: "The member's toolkit and 7-day plans", responses: { 200: json(toolkitSchema, 'The toolkit'), ...err(401, 'Not signed in') } }),
  tacticState: createRoute({ method: 'get', path: '/tactics/{id}/toolkit', tags: tag, summary: "The member's toolkit status and plan for a tactic", request: { params: idParamSchema }, responses: { 200: json(tacticToolkitStateSchema, 'State'), ...err(401, 'Not signed in'), ...err(404, 'No such tactic') } }),
  setStatus: createRoute({ method: 'put', path: '/tactics/{id}/toolkit', tags: tag, summary: '"Save to Toolkit" (saved) or "Mark as Implemented" (implemented)', request: { params: idParamSchema, ...body(toolkitStatusRequestSchema) }, responses: { 200: json(tacticToolkitStateSchema, 'State'), ...err(400, 'Invalid'), ...err(401, 'Not signed in'), ...err(404, 'No such tactic') } }),
  removeStatus: createRoute({ method: 'delete', path: '/tactics/{id}/toolkit', tags: tag, summary: 'Remove a tactic from the toolkit', request: { params: idParamSchema }, responses: { 200: json(tacticToolkitStateSchema, 'State'), ...err(401, 'Not signed in'), ...err(404, 'No such tactic') } }),
  startPlan: createRoute({ method: 'post', path: '/tactics/{id}/plan', tags: tag, summary: 'Start a 7-day plan for a tactic (starting again returns the same plan)', request: { params: idParamSchema }, responses: { 200: json(tacticToolkitStateSchema, 'State with the plan'), ...err(401, 'Not signed in'), ...err(404, 'No such tactic') } }),
  completeStep: createRoute({
    method: 'put',
    path: '/me/plans/{id}/steps/{day}',
    tags: tag,
    summary: "Tick a plan's step once its day has opened (earns its XP once)",
    request: { params: idParamSchema.extend({ day: z.coerce.number().int().openapi({ param: { name: 'day', in: 'path' } }) }) },
    responses: { 200: json(planSchema, 'The plan'), ...err(400, 'Step not open yet'), ...owned },
  }),
};

export function libraryRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(routes.library, async (c) => c.json(await listLibrary(db, requireUser(c).id), 200))
    .openapi(routes.createFolder, async (c) => c.json(await createFolder(db, requireUser(c).id, c.req.valid('json').name), 201))
    .openapi(routes.renameFolder, async (c) => {
      await renameFolder(db, requireUser(c).id, c.req.valid('param').id, c.req.valid('json').name);
      return c.body(null, 204);
    })
    .openapi(routes.deleteFolder, async (c) => {
      await deleteFolder(db, requireUser(c).id, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(routes.updateBookmark, async (c) => {
      await updateBookmark(db, requireUser(c).id, c.req.valid('param').id, c.req.valid('json'));
      return c.body(null, 204);
    })
    .openapi(routes.deleteBookmark, async (c) => {
      await deleteBookmark(db, requireUser(c).id, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(routes.toolkit, async (c) => c.json(await listToolkit(db, requireUser(c).id), 200))
    .openapi(routes.tacticState, async (c) => c.json(await tacticToolkitState(db, requireUser(c).id, c.req.valid('param').id), 200))
    .openapi(routes.setStatus, async (c) => c.json(await setToolkitStatus(db, requireUser(c).id, c.req.valid('param').id, c.req.valid('json').status), 200))
    .openapi(routes.removeStatus, async (c) => c.json(await removeFromToolkit(db, requireUser(c).id, c.req.valid('param').id), 200))
    .openapi(routes.startPlan, async (c) => c.json(await startPlan(db, requireUser(c).id, c.req.valid('param').id), 200))
    .openapi(routes.completeStep, async (c) => {
      const { id, day } = c.req.valid('param');
      return c.json(await completeStep(db, requireUser(c).id, id, day), 200);
    });
}
