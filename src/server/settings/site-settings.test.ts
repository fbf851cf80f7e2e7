import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/auth.ts';
import { auditLog } from '#server/db/schema/admin.ts';
import { testDatabaseForFile } from '#tests/helpers/test-database.ts';
import { configuredSiteSettings, readSiteSettings, saveSiteSettings } from './site-settings.ts';

const database = testDatabaseForFile();
let staffId: string;
beforeAll(async () => {
  const [staff] = await database.db.insert(users).values({ name: 'Staff', email: 'staff@example.com', emailVerified: true }).returning({ id: users.id });
  staffId = staff!.id;
});

describe('site settings', () => {
  it('come from configuration until staff save a value, which every instance then reads', async () => {
    expect(await readSiteSettings(database.db)).toEqual(configuredSiteSettings());
    await saveSiteSettings(database.db, staffId, { supportEmail: 'help@example.com', communityUrl: 'https://community.example.com' });
    const other = database.another();
    try {
      const settings = await readSiteSettings(other.db);
      expect(settings.supportEmail).toBe('help@example.com');
      expect(settings.communityUrl).toBe('https://community.example.com');
      expect(settings.companyName).toBe(configuredSiteSettings().companyName);
    } finally {
      await other.close();
    }
  });

  it('audit each save with what changed, and refuse a bad value without saving anything', async () => {
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.updated'));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorId).toBe(staffId);
    expect(audits[0]!.details).toEqual({
      supportEmail: { from: configuredSiteSettings().supportEmail, to: 'help@example.com' },
      communityUrl: { from: null, to: 'https://community.example.com' },
    });
    await expect(saveSiteSettings(database.db, staffId, { companyName: 'Acme', supportEmail: 'not an address' })).rejects.toThrow();
    expect((await readSiteSettings(database.db)).companyName).toBe(configuredSiteSettings().companyName);
  });
});
