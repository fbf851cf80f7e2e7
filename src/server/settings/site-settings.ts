import { SUPPORT_EMAIL } from '#shared/constants.ts';
import type { Database } from '../db/client.ts';

// Stand-in with the contract's shape until the stored settings land; replaced at merge.
export type SiteSettings = { supportEmail: string; companyName: string; companyAddress: string; communityUrl: string | null };

export async function readSiteSettings(_db: Database): Promise<SiteSettings> {
  return { supportEmail: SUPPORT_EMAIL, companyName: 'Flightdeck', companyAddress: '', communityUrl: null };
}
