import { createRoute } from '@hono/zod-openapi';
import { createImportSchema, importJobSchema } from '#shared/schemas/case-import.ts';
import type { AppDeps } from '../../app-context.ts';
import { requireUser } from '../../auth/session.middleware.ts';
import { createRouter, errorResponse, jsonBody, jsonResponse, notSignedIn } from '../../lib/openapi.ts';
import { idParamSchema } from '../../lib/params.ts';
import { getImport, runImport, startImport } from './case-import.service.ts';

const TAG = 'Staff';
const jobResponse = (description: string) => jsonResponse(description, importJobSchema);
const refusals = {
  400: errorResponse('Not a CSV or Excel file, an empty file, missing columns, a CSV syntax error, too many rows, a workbook that unpacks to too much, an interrupted upload (details.title names the toast)'),
  401: notSignedIn,
  403: errorResponse('Not staff with ADMIN_CONTENT'),
};
const notFoundResponse = { 404: errorResponse('No such import') };

const createImportRoute = createRoute({
  method: 'post', path: '/admin/case-imports', tags: [TAG],
  summary: 'Start a bulk import of case studies: the file name, type and size are checked (ADMIN_CONTENT)',
  request: { body: jsonBody(createImportSchema) },
  responses: { 201: jobResponse('The pending import'), ...refusals },
});
const getImportRoute = createRoute({
  method: 'get', path: '/admin/case-imports/{id}', tags: [TAG],
  summary: 'An import with its progress (bytes read, rows counted) and, once finished, its result',
  request: { params: idParamSchema },
  responses: { 200: jobResponse('The import'), ...refusals, ...notFoundResponse },
});
const uploadRoute = createRoute({
  method: 'put', path: '/admin/case-imports/{id}/file', tags: [TAG],
  summary:
    'The file itself as the raw request body (application/octet-stream, CSV or XLSX, at most 50 MB and 10,000 rows), read as it arrives; valid rows become drafts all together when the file has been read, invalid rows are reported; an import that fails keeps nothing',
  request: { params: idParamSchema },
  responses: {
    200: jobResponse('The finished import: total, successful, failed, errors'),
    ...refusals,
    ...notFoundResponse,
    409: errorResponse('The import has already run, or was ended while this upload was read (its lease ran out)'),
  },
});

export function caseImportRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(createImportRoute, async (c) => c.json(await startImport(db, requireUser(c), c.req.valid('json')), 201))
    .openapi(getImportRoute, async (c) => c.json(await getImport(db, requireUser(c), c.req.valid('param').id), 200))
    .openapi(uploadRoute, async (c) => c.json(await runImport(db, requireUser(c), c.req.valid('param').id, c.req.raw.body), 200));
}
