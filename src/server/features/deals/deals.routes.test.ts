import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { dealReveals, deals } from '#server/db/schema/deals.ts';
import type { AdminDeal, Deal } from '#shared/schemas/deals.ts';
import { allPrincipals, principal } from '#tests/helpers/principals.ts';
import { type TestClient, testAppForFile } from '#tests/helpers/test-app.ts';
import { fileFixture } from '#tests/helpers/file-fixture.ts';
import { errorOf } from '#tests/helpers/answers.ts';
import { documentedAnswer } from '#tests/helpers/documented-answers.ts';
import { eraseAccountNow } from '#tests/helpers/erasure.ts';

const testApp = testAppForFile();
const who = fileFixture(() => allPrincipals(testApp));
const ids: Record<string, string> = {};

const PARTNER = { partnerName: 'Ledgerleaf', title: '6 months free', summary: 'Bookkeeping.', category: 'finance', access: 'partner', code: 'PARTNER-CODE-1', redeemUrl: 'https://ledgerleaf.example/redeem' } as const;
const EXCLUSIVE = { partnerName: 'Charterly', title: 'Formation at cost', summary: 'Incorporation.', category: 'legal', access: 'exclusive', code: 'EXCLUSIVE-CODE-9', redeemUrl: 'https://charterly.example/secret-link' } as const;

const listOf = async (client: TestClient) => {
  const response = await client.get('/api/deals');
  expect(response.status).toBe(200);
  const text = await response.clone().text();
  return { text, deals: (await documentedAnswer<{ deals: Deal[] }>(testApp, 'get /deals', response)).deals };
};
const patch = (client: TestClient, path: string, json: unknown) => client.request(path, { method: 'PATCH', json });

beforeAll(async () => {
  for (const [key, deal] of [
    ['partner', PARTNER],
    ['exclusive', EXCLUSIVE],
  ] as const) {
    const response = await who.editor.client.post('/api/admin/deals', deal);
    expect(response.status, await response.clone().text()).toBe(201);
    ids[key] = (await documentedAnswer<AdminDeal>(testApp, 'post /admin/deals', response)).id;
  }
});

describe('the directory', () => {
  it('lists every deal to everyone, and sends codes and links to nobody before they ask', async () => {
    for (const client of [who.visitor, who.explorer.client, who.community.client, who.legacy_founder.client]) {
      const { text, deals: listed } = await listOf(client);
      // Partner deals first, then exclusive ones.
      expect(listed.map((deal) => deal.partnerName)).toEqual(['Ledgerleaf', 'Charterly']);
      expect(text).not.toContain('PARTNER-CODE-1');
      expect(text).not.toContain('EXCLUSIVE-CODE-9');
      expect(text).not.toContain('secret-link');
    }
    const explorer = (await listOf(who.explorer.client)).deals;
    expect(explorer.find((deal) => deal.id === ids.partner)).toEqual(expect.objectContaining({ unlocked: false, requiredTier: 'community', hasCode: true, hasLink: true }));
    expect(explorer.find((deal) => deal.id === ids.exclusive)).toEqual(expect.objectContaining({ unlocked: false, requiredTier: 'master_builder' }));
    const community = (await listOf(who.community.client)).deals;
    expect(community.find((deal) => deal.id === ids.partner)).toEqual(expect.objectContaining({ unlocked: true, requiredTier: null, code: null }));
    expect(community.find((deal) => deal.id === ids.exclusive)).toEqual(expect.objectContaining({ unlocked: false, requiredTier: 'master_builder' }));
  });

  it('gives a Community member partner codes and refuses exclusive ones with the plan that has them', async () => {
    const client = who.community.client;
    const revealed = await client.post(`/api/deals/${ids.partner}/reveal`);
    expect(revealed.status).toBe(200);
    expect(await documentedAnswer(testApp, 'post /deals/{id}/reveal', revealed)).toEqual({ code: 'PARTNER-CODE-1', redeemUrl: 'https://ledgerleaf.example/redeem' });
    expect(await errorOf(await client.post(`/api/deals/${ids.exclusive}/reveal`), 403)).toEqual({
      code: 'FEATURE_LOCKED',
      message: 'Available exclusively on the Master Builder plan and above',
      details: { feature: 'EXCLUSIVE_DEALS', requiredTier: 'master_builder' },
    });
    // Once asked for, the partner code stays on the member's list; the exclusive one never comes.
    const { text, deals: listed } = await listOf(client);
    expect(listed.find((deal) => deal.id === ids.partner)).toEqual(expect.objectContaining({ code: 'PARTNER-CODE-1', redeemUrl: 'https://ledgerleaf.example/redeem' }));
    expect(text).not.toContain('EXCLUSIVE-CODE-9');
    expect(text).not.toContain('secret-link');
  });

  it('refuses visitors and Explorers, and gives Master Builder, Legacy Founder and super_admin both kinds', async () => {
    expect((await errorOf(await who.visitor.post(`/api/deals/${ids.partner}/reveal`), 401)).code).toBe('UNAUTHENTICATED');
    expect((await errorOf(await who.explorer.client.post(`/api/deals/${ids.partner}/reveal`), 403)).details).toEqual({ feature: 'PARTNER_DEALS', requiredTier: 'community' });
    for (const name of ['master_builder', 'legacy_founder', 'super_admin'] as const) {
      const response = await who[name].client.post(`/api/deals/${ids.exclusive}/reveal`);
      expect(response.status).toBe(200);
      expect((await response.json()).code).toBe('EXCLUSIVE-CODE-9');
    }
    expect((await errorOf(await who.community.client.post('/api/deals/not-a-deal/reveal'), 404)).message).toBe('Deal not found');
  });

  it('stops showing a code to a member whose plan no longer has the deal', async () => {
    const member = await principal(testApp, 'master_builder');
    expect((await member.client.post(`/api/deals/${ids.exclusive}/reveal`)).status).toBe(200);
    expect((await listOf(member.client)).text).toContain('EXCLUSIVE-CODE-9');
    await testApp.db.execute(sql`update subscribers set subscription_tier = 'community' where user_id = ${member.userId}`);
    expect((await listOf(member.client)).text).not.toContain('EXCLUSIVE-CODE-9');
  });

  it('counts each member once for staff', async () => {
    // The Community member asks again: still one member for the partner deal.
    await who.community.client.post(`/api/deals/${ids.partner}/reveal`);
    const response = await who.editor.client.get('/api/admin/deals');
    const staffDeals = (await documentedAnswer<{ deals: AdminDeal[] }>(testApp, 'get /admin/deals', response)).deals;
    expect(staffDeals.find((deal) => deal.id === ids.partner)?.reveals).toBe(1);
    // Master Builder, Legacy Founder, super_admin and the member who moved down.
    expect(staffDeals.find((deal) => deal.id === ids.exclusive)?.reveals).toBe(4);
    expect(staffDeals.find((deal) => deal.id === ids.exclusive)?.code).toBe('EXCLUSIVE-CODE-9');
  });
});

describe('staff', () => {
  it('lets editors and above manage deals, and nobody else', async () => {
    for (const name of ['explorer', 'legacy_founder', 'contributor'] as const) {
      expect((await errorOf(await who[name].client.get('/api/admin/deals'), 403)).code).toBe('ADMIN_ACCESS_REQUIRED');
      expect((await errorOf(await who[name].client.post('/api/admin/deals', PARTNER), 403)).code).toBe('ADMIN_ACCESS_REQUIRED');
    }
    expect((await who.visitor.get('/api/admin/deals')).status).toBe(401);
    for (const name of ['editor', 'administrator', 'super_admin'] as const) expect((await who[name].client.get('/api/admin/deals')).status).toBe(200);
  });

  it('refuses a deal without a way to redeem it, a bad link, a bad kind, and changes nothing', async () => {
    const before = (await testApp.db.select().from(deals)).length;
    const cases: [unknown, string][] = [
      [{ ...PARTNER, code: '', redeemUrl: '' }, 'Please give a code, a redeem link, or both.'],
      [{ ...PARTNER, redeemUrl: 'javascript:alert(1)' }, 'The redeem link must be a web address starting with https:// or http://.'],
      [{ ...PARTNER, access: 'vip' }, 'Please choose who gets the deal: partner deals (Community and above) or exclusive deals (Master Builder and above).'],
      [{ ...PARTNER, partnerName: '  ' }, 'Partner name is required.'],
      [{ ...PARTNER, expiresAt: 'next week' }, 'The expiry must be a date and time.'],
    ];
    for (const [body, message] of cases) expect((await errorOf(await who.editor.client.post('/api/admin/deals', body), 400)).message).toBe(message);
    expect((await errorOf(await patch(who.editor.client, `/api/admin/deals/${ids.partner}`, { code: null, redeemUrl: null }), 400)).message).toBe('Please give a code, a redeem link, or both.');
    expect(await testApp.db.select().from(deals)).toHaveLength(before);
  });

  it('takes retired and expired deals out of the directory, and answers their codes as not found', async () => {
    const created = (await (await who.editor.client.post('/api/admin/deals', { ...PARTNER, partnerName: 'Shortlived', code: 'SHORT' })).json()) as AdminDeal;
    expect((await listOf(who.community.client)).deals.map((deal) => deal.id)).toContain(created.id);

    const retired = await documentedAnswer<AdminDeal>(testApp, 'patch /admin/deals/{id}', await patch(who.editor.client, `/api/admin/deals/${created.id}`, { retired: true }));
    expect(retired.retired).toBe(true);
    expect((await listOf(who.community.client)).deals.map((deal) => deal.id)).not.toContain(created.id);
    expect((await who.community.client.post(`/api/deals/${created.id}/reveal`)).status).toBe(404);

    await patch(who.editor.client, `/api/admin/deals/${created.id}`, { retired: false, expiresAt: new Date(Date.now() - 60_000).toISOString() });
    expect((await listOf(who.community.client)).deals.map((deal) => deal.id)).not.toContain(created.id);
    const staffView = (await documentedAnswer<{ deals: AdminDeal[] }>(testApp, 'get /admin/deals', await who.editor.client.get('/api/admin/deals'))).deals.find((deal) => deal.id === created.id);
    expect(staffView).toEqual(expect.objectContaining({ retired: false, expired: true }));

    await patch(who.editor.client, `/api/admin/deals/${created.id}`, { expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await listOf(who.community.client)).deals.map((deal) => deal.id)).toContain(created.id);
  });
});

describe("the member's data", () => {
  it('exports the deals a member asked for, and erases them with the account', async () => {
    const member = await principal(testApp, 'community');
    await member.client.post(`/api/deals/${ids.partner}/reveal`);
    const exported = await (await member.client.get('/api/me/export')).json();
    expect(exported.dealReveals).toEqual([expect.objectContaining({ dealId: ids.partner, partnerName: 'Ledgerleaf', deal: '6 months free' })]);

    await eraseAccountNow(testApp, member);
    expect(await testApp.db.select().from(dealReveals).where(eq(dealReveals.userId, member.userId))).toHaveLength(0);
  });
});
