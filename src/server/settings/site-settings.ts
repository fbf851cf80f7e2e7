import { inArray, sql } from 'drizzle-orm';
import { siteSettingsSchema, type SiteSettings } from '#shared/schemas/site-settings.ts';
import type { Database } from '../db/client.ts';
import { siteSettings } from '../db/schema/admin.ts';
import { recordAudit } from '../lib/audit.ts';

export { siteSettingsSchema, type SiteSettings };
export type SiteSettingKey = keyof SiteSettings;
const KEYS = Object.keys(siteSettingsSchema.shape) as SiteSettingKey[];

/** The values from configuration (checked at start-up in env.ts), used for keys never saved. */
export function configuredSiteSettings(env: Record<string, string | undefined> = process.env): SiteSettings {
  return {
    supportEmail: env.SUPPORT_EMAIL || 'support@flightdeck.local',
    companyName: env.COMPANY_NAME || 'Flightdeck',
    companyAddress: env.COMPANY_ADDRESS || 'PO Box 00000, Dubai, United Arab Emirates',
    communityUrl: env.COMMUNITY_URL || null,
  };
}

/** The current settings: saved values over configured ones. Read per use, so every instance sees a change at once. */
export async function readSiteSettings(db: Pick<Database, 'select'>): Promise<SiteSettings> {
  const rows = await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings).where(inArray(siteSettings.key, KEYS));
  const saved = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  const merged = { ...configuredSiteSettings(), ...saved };
  // A saved value that no longer passes the schema (an older rule) yields to configuration.
  const parsed = siteSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : configuredSiteSettings();
}

/** Saves the changed settings with one audit entry naming each change. */
export async function saveSiteSettings(db: Database, actorId: string, patch: Partial<SiteSettings>): Promise<SiteSettings> {
  const changes = siteSettingsSchema.partial().parse(patch);
  return db.transaction(async (tx) => {
    const before = await readSiteSettings(tx);
    const changed = KEYS.filter((key) => key in changes && changes[key] !== before[key]);
    for (const key of changed) {
      // A cleared setting (null) is saved as JSON null, so it stays cleared over its configured value.
      const value = changes[key] ?? sql`'null'::jsonb`;
      await tx
        .insert(siteSettings)
        .values({ key, value, updatedBy: actorId })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedBy: actorId, updatedAt: new Date() } });
    }
    if (changed.length > 0) {
      await recordAudit(tx, {
        actorId,
        action: 'settings.updated',
        subjectType: 'site_settings',
        subjectId: null,
        details: Object.fromEntries(changed.map((key) => [key, { from: before[key], to: changes[key] }])),
      });
    }
    return { ...before, ...changes };
  });
}
