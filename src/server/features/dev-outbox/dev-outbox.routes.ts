import { createRoute, z } from '@hono/zod-openapi';
import { desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { emailOutbox } from '../../db/schema/accounts.ts';
import { createRouter, jsonResponse } from '../../lib/openapi.ts';

const OUTBOX_PAGE_SIZE = 50;

const outboxMessageSchema = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  textBody: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});

const outboxRoute = createRoute({
  method: 'get', path: '/dev/outbox', tags: ['Development'],
  summary: 'The newest e-mails kept in the local outbox (development mode only)',
  request: { query: z.object({ to: z.string().optional() }) },
  responses: { 200: jsonResponse('Newest first', z.object({ messages: z.array(outboxMessageSchema) })) },
});

/** Development only: lets a developer (and the browser tests) open verification and reset links. */
export function devOutboxRoutes({ db }: AppDeps) {
  return createRouter().openapi(outboxRoute, async (c) => {
    const { to } = c.req.valid('query');
    const rows = await db
      .select()
      .from(emailOutbox)
      .where(to ? eq(emailOutbox.recipient, to.toLowerCase()) : undefined)
      .orderBy(desc(emailOutbox.createdAt))
      .limit(OUTBOX_PAGE_SIZE);
    const messages = rows.map((row) => ({
      id: row.id,
      recipient: row.recipient,
      subject: row.subject,
      textBody: row.textBody,
      links: row.links,
      createdAt: row.createdAt.toISOString(),
    }));
    return c.json({ messages }, 200);
  });
}
