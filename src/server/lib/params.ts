import { z } from '@hono/zod-openapi';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id path parameter; anything that is not a uuid simply matches nothing (404). */
export const idParamSchema = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' }, example: '0b7c6a4e-2f1d-4c55-9a59-1f0d7a0f5b21' }) });

export const isUuid = (value: string) => UUID.test(value);

/** The current calendar year, for age bands; a function so tests and long-running servers stay right. */
export const currentYear = () => new Date().getUTCFullYear();
