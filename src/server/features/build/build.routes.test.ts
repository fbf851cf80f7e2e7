import { beforeAll, describe, expect, it } from 'vitest';
import { seedAcademy } from '#server/seed/academy-seed.ts';
import { DEMO_TEMPLATES } from '#server/seed/academy/templates.ts';
import { saveSiteSettings } from '#server/settings/site-settings.ts';
import type { SubscriptionTier } from '#shared/constants.ts';
import type { BuildTemplateList } from '#shared/schemas/build.ts';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';
import { memberWith } from '#tests/helpers/members.ts';

const testApp = testAppForFile();
const visitor = createClient(testApp);
const FREE = DEMO_TEMPLATES.find((template) => !template.isPro)!;
const PRO = DEMO_TEMPLATES.find((template) => template.isPro && template.format === 'csv')!;

const member = (tier: SubscriptionTier) => memberWith(testApp, tier);

beforeAll(async () => {
  await seedAcademy(testApp.db);
});

describe('GET /api/templates', () => {
  it('lists the templates without their content, Business-in-a-Box locked below Master Builder', async () => {
    const { templates } = (await (await visitor.get('/api/templates')).json()) as BuildTemplateList;
    expect(templates.map((template) => template.slug)).toEqual(DEMO_TEMPLATES.map((template) => template.slug));
    expect(templates.find((template) => template.slug === PRO.slug)).toMatchObject({ locked: true, fileName: `flightdeck-${PRO.slug}.csv` });
    expect(JSON.stringify(templates)).not.toContain(PRO.content.slice(0, 40));
    const { client } = await member('master_builder');
    const unlocked = (await (await client.get('/api/templates')).json()) as BuildTemplateList;
    expect(unlocked.templates.every((template) => !template.locked)).toBe(true);
  });
});

describe('GET /api/templates/:slug/download', () => {
  it('gives a free template to anyone as a file', async () => {
    const response = await visitor.get(`/api/templates/${FREE.slug}/download`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="flightdeck-${FREE.slug}.md"`);
    expect(await response.text()).toBe(FREE.content);
  });

  it('refuses a Pro template without ALL_COURSES_AND_TEMPLATES', async () => {
    expect((await visitor.get(`/api/templates/${PRO.slug}/download`)).status).toBe(401);
    for (const tier of ['explorer', 'community'] as const) {
      const { client } = await member(tier);
      const response = await client.get(`/api/templates/${PRO.slug}/download`);
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe('FEATURE_LOCKED');
    }
    const { client } = await member('legacy_founder');
    const response = await client.get(`/api/templates/${PRO.slug}/download`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await response.text()).toBe(PRO.content);
    expect((await client.get('/api/templates/no-such-template/download')).status).toBe(404);
  });
});

describe('GET /api/community/link', () => {
  it('gives the configured community address to members with SKOOL_COMMUNITY only', async () => {
    expect((await visitor.get('/api/community/link')).status).toBe(401);
    const { client: explorer } = await member('explorer');
    const refused = await explorer.get('/api/community/link');
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('FEATURE_LOCKED');
    const { client, userId } = await member('community');
    expect(await (await client.get('/api/community/link')).json()).toEqual({ url: null });
    await saveSiteSettings(testApp.db, userId, { communityUrl: 'https://community.example.com/flightdeck' });
    expect(await (await client.get('/api/community/link')).json()).toEqual({ url: 'https://community.example.com/flightdeck' });
  });
});
