import type { Database } from '../../db/client.ts';
import { readSiteSettings } from '../../settings/site-settings.ts';

/** The seller named on invoices and receipts: the site settings' company name and address. */
export async function readInvoiceCompany(db: Database): Promise<{ name: string; address: string }> {
  const settings = await readSiteSettings(db);
  return { name: settings.companyName, address: settings.companyAddress };
}
