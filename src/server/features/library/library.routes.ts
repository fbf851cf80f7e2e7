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
import { createRouter, errorResponse, jsonBody, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { idParamSchema } from '../../lib/params.ts';
import { createFolder, deleteBookmark, deleteFolder, listLibrary, renameFolder, updateBookmark } from './bookmarks.service.ts';
import { completeStep, listToolkit, removeFromToolkit, setToolkitStatus, startPlan, tacticToolkitState } from './toolkit.service.ts';
const owned = { 401: notSignedIn, 404: errorResponse("Not found, or another member's") };
const tag = ['Library'];

const routes = {
  library: createRoute({ method: 'get', path: '/me/bookmarks', tags: tag, summary: "The member's bookmarks (newest first, with titles) and folders", responses: { 200: jsonResponse('Bookmarks and folders', bookmarkLibrarySchema), 401: notSignedIn } }),
  createFolder: createRoute({ method: 'post', path: '/me/bookmark-folders', tags: tag, summary: 'Create a bookmark folder', request: { body: jsonBody(folderNameSchema) }, responses: { 201: jsonResponse('The folder', folderSchema), 400: errorResponse('Invalid'), 401: notSignedIn, 409: errorResponse('Name in use') } }),
  renameFolder: createRoute({ method: 'patch', path: '/me/bookmark-folders/{id}', tags: tag, summary: 'Rename a folder', request: { params: idParamSchema, body: jsonBody(folderNameSchema) }, responses: { 204: { description: 'Renamed' }, 400: errorResponse('Invalid'), ...owned, 409: errorResponse('Name in use') } }),
  deleteFolder: createRoute({ method: 'delete', path: '/me/bookmark-folders/{id}', tags: tag, summary: 'Delete a folder; its bookmarks stay, unfiled', request: { params: idParamSchema }, responses: { 204: { description: 'Deleted' }, ...owned } }),
  updateBookmark: createRoute({
    method: 'patch', path: '/me/bookmarks/{id}', tags: tag,
    summary: 'Move a bookmark to a folder (null: unfiled) and/or set a reminder ("3_days", "2_weeks" or a date; null clears it)',
    request: { params: idParamSchema, body: jsonBody(bookmarkUpdateSchema) },
    responses: { 204: { description: 'Saved' }, 400: errorResponse('Invalid'), ...owned },
  }),
  deleteBookmark: createRoute({ method: 'delete', path: '/me/bookmarks/{id}', tags: tag, summary: 'Remove a bookmark', request: { params: idParamSchema }, responses: { 204: { description: 'Removed' }, ...owned } }),
  toolkit: createRoute({ method: 'get', path: '/me/toolkit', tags: tag, summary: "The member's toolkit and 7-day plans", responses: { 200: jsonResponse('The toolkit', toolkitSchema), 401: notSignedIn } }),
  tacticState: createRoute({ method: 'get', path: '/tactics/{id}/toolkit', tags: tag, summary: "The member's toolkit status and plan for a tactic", request: { params: idParamSchema }, responses: { 200: jsonResponse('State', tacticToolkitStateSchema), 401: notSignedIn, 404: errorResponse('No such tactic') } }),
  setStatus: createRoute({ method: 'put', path: '/tactics/{id}/toolkit', tags: tag, summary: '"Save to Toolkit" (saved) or "Mark as Implemented" (implemented)', request: { params: idParamSchema, body: jsonBody(toolkitStatusRequestSchema) }, responses: { 200: jsonResponse('State', tacticToolkitStateSchema), 400: errorResponse('Invalid'), 401: notSignedIn, 404: errorResponse('No such tactic') } }),
  removeStatus: createRoute({ method: 'delete', path: '/tactics/{id}/toolkit', tags: tag, summary: 'Remove a tactic from the toolkit', request: { params: idParamSchema }, responses: { 200: jsonResponse('State', tacticToolkitStateSchema), 401: notSignedIn, 404: errorResponse('No such tactic') } }),
  startPlan: createRoute({ method: 'post', path: '/tactics/{id}/plan', tags: tag, summary: 'Start a 7-day plan for a tactic (starting again returns the same plan)', request: { params: idParamSchema }, responses: { 200: jsonResponse('State with the plan', tacticToolkitStateSchema), 401: notSignedIn, 404: errorResponse('No such tactic') } }),
  completeStep: createRoute({
    method: 'put', path: '/me/plans/{id}/steps/{day}', tags: tag,
    summary: "Tick a plan's step once its day has opened (earns its XP once)",
    request: { params: idParamSchema.extend({ day: z.coerce.number().int().openapi({ param: { name: 'day', in: 'path' } }) }) },
    responses: { 200: jsonResponse('The plan', planSchema), 400: errorResponse('Step not open yet'), ...owned },
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
