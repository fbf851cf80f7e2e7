import { describe, expect, it } from 'vitest';
import { signedInMember } from '#tests/helpers/accounts.ts';
import { createClient, testAppForFile } from '#tests/helpers/test-app.ts';

const testApp = testAppForFile();

describe('GET /api/me', () => {
  it('is 401 for a visitor', async () => {
    const response = await createClient(testApp).get('/api/me');
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('UNAUTHENTICATED');
  });

  it('returns the member with display name, the plan and staff role to show, and abilities', async () => {
    const { client, email, userId } = await signedInMember(testApp, { displayName: 'Ada Lovelace', tier: 'community', adminRole: 'editor' });
    const response = await client.get('/api/me');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: userId,
      email,
      displayName: 'Ada Lovelace',
      avatarUrl: null,
      displayTier: 'community',
      displayRole: 'editor',
      abilities: {
        features: ['UNLIMITED_CASES', 'UNLIMITED_FAILURE_VAULT', 'UNLIMITED_IDEA_DATABASES', 'SKOOL_COMMUNITY', 'ADMIN_PANEL', 'ADMIN_CONTENT', 'AI_TOOLS', 'PARTNER_DEALS'],
        adminArea: true,
        adminEntries: ['dashboard', 'cases', 'import', 'stories', 'syllabus', 'challenges', 'waitlist', 'gigs', 'deals', 'events', 'analytics'],
        publish: true,
        continueLearning: false,
        upgrade: true,
        upgradeTiers: ['master_builder', 'legacy_founder'],
        readingMetered: false,
        paidPlan: true,
        planStandings: { visitor: 'included', explorer: 'included', community: 'current', master_builder: 'upgrade', legacy_founder: 'upgrade' },
        // Given a tier by hand, without a subscription that renews: nothing to switch down to.
        switchDownTiers: [],
      },
      firstVisit: true,
    });
  });

  it('sends each role the admin entries it may open, and a super_admin Continue Learning', async () => {
    const abilitiesOf = async (tier: 'explorer' | 'legacy_founder', adminRole: 'super_admin' | 'administrator' | 'contributor' | null) => {
      const { client } = await signedInMember(testApp, { tier, adminRole });
      return (await (await client.get('/api/me')).json()).abilities;
    };
    expect(await abilitiesOf('explorer', 'super_admin')).toMatchObject({
      adminArea: true,
      adminEntries: ['dashboard', 'cases', 'import', 'stories', 'syllabus', 'challenges', 'waitlist', 'gigs', 'deals', 'events', 'analytics', 'users', 'requests', 'cofounders', 'audit', 'billing', 'quests', 'settings'],
      continueLearning: true,
      readingMetered: false,
    });
    expect(await abilitiesOf('explorer', 'administrator')).toMatchObject({
      adminEntries: ['dashboard', 'cases', 'import', 'stories', 'syllabus', 'challenges', 'waitlist', 'gigs', 'deals', 'events', 'analytics', 'users', 'requests', 'cofounders', 'audit', 'billing'],
      continueLearning: false,
      readingMetered: true,
    });
    expect(await abilitiesOf('explorer', 'contributor')).toMatchObject({ adminEntries: ['dashboard', 'cases', 'import', 'stories', 'waitlist', 'gigs', 'analytics'], publish: false });
    expect(await abilitiesOf('legacy_founder', null)).toMatchObject({ adminArea: false, adminEntries: [], continueLearning: true, upgrade: false, upgradeTiers: [] });
  });

  it('calls the first session after sign-up a first visit, and no later one', async () => {
    const { client, email, password } = await signedInMember(testApp, { displayName: 'Grace' });
    expect((await (await client.get('/api/me')).json()).firstVisit).toBe(true);
    // Still the same visit: the greeting does not change under the member's feet.
    expect((await (await client.get('/api/me')).json()).firstVisit).toBe(true);

    const later = createClient(testApp);
    const signIn = await later.post('/api/auth/sign-in/email', { email, password });
    expect(signIn.status).toBe(200);
    expect((await (await later.get('/api/me')).json()).firstVisit).toBe(false);
    expect((await (await client.get('/api/me')).json()).firstVisit).toBe(true);
  });
});
