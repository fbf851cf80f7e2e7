import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { siteSettings } from '#server/db/schema/admin.ts';
import { testAppForFile } from '#tests/helpers/test-app.ts';
import { createErrorHandler } from './error-handler.ts';
import { createLogger } from './logger.ts';

const testApp = testAppForFile();

describe('a query the database refuses', () => {
  it("answers 500 without details and logs the database's reason: its code, message and column", async () => {
    // A real refusal from this database (PGlite or PostgreSQL): the value column is NOT NULL.
    const refusal = await testApp.db
      .insert(siteSettings)
      .values({ key: 'companyName', value: null })
      .then(() => undefined, (error: unknown) => error);
    expect(refusal).toBeInstanceOf(Error);

    const lines: string[] = [];
    const app = new Hono();
    app.onError(createErrorHandler(createLogger('info', { destination: { write: (line: string) => void lines.push(line) } })));
    app.get('/', () => {
      throw refusal;
    });
    const response = await app.request('/');
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('null value');

    const entry = JSON.parse(lines.at(-1) ?? '{}') as { msg?: string; database?: Record<string, string> };
    expect(entry.database).toMatchObject({ code: '23502', column: 'value' });
    expect(entry.database?.message).toContain('null value in column "value"');
    expect(entry.msg).toContain('null value in column "value"');
  });
});
