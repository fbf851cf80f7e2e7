import { promises as dns } from 'node:dns';
import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DomainAvailability } from '#shared/schemas/name-generator.ts';
import type { Database } from '../../db/client.ts';
import { domainChecks } from '../../db/schema/ideas.ts';

/** A definite answer is kept this long; a domain's state changes rarely within it. */
export const ANSWER_TTL_SECONDS = 10 * 60;
/** "unknown" is kept only briefly, so a passing resolver problem clears soon. */
export const UNKNOWN_TTL_SECONDS = 60;
export const DEFAULT_DNS_TIMEOUT_MS = 2_000;

export type DnsOptions = { servers?: readonly string[]; timeoutMs?: number };

/**
 * A name that certainly exists (IANA keeps example.com answering, RFC 2606). A resolver that
 * says it does not exist, or cannot answer for it, is not trusted to say that any name does not.
 */
export const KNOWN_DOMAIN = 'example.com';

/**
 * One look-up of the name's A records. NXDOMAIN (ENOTFOUND) means nobody registered it; an answer,
 * or a name that exists without A records (ENODATA), means it is taken; a time-out, a refusal or
 * any other failure cannot tell.
 */
export async function lookUp(domain: string, options: DnsOptions): Promise<DomainAvailability> {
  const resolver = new dns.Resolver({ timeout: options.timeoutMs ?? DEFAULT_DNS_TIMEOUT_MS, tries: 1 });
  if (options.servers && options.servers.length > 0) resolver.setServers([...options.servers]);
  try {
    await resolver.resolve4(domain);
    return 'taken';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === dns.NOTFOUND) return 'available';
    if (code === dns.NODATA) return 'taken';
    return 'unknown';
  } finally {
    resolver.cancel();
  }
}

/**
 * The availability of each domain: answers still fresh in domain_checks, the rest looked up in
 * parallel with KNOWN_DOMAIN and stored for every instance to reuse. "available" needs the
 * resolver to have found KNOWN_DOMAIN; otherwise a name it did not find is "unknown".
 */
export async function availabilityOf(db: Database, domains: string[], options: DnsOptions): Promise<Map<string, DomainAvailability>> {
  const result = new Map<string, DomainAvailability>();
  if (domains.length === 0) return result;
  const cached = await db
    .select({ domain: domainChecks.domain, availability: domainChecks.availability })
    .from(domainChecks)
    .where(and(inArray(domainChecks.domain, domains), gt(domainChecks.expiresAt, sql`now()`)));
  for (const row of cached) result.set(row.domain, row.availability as DomainAvailability);

  const missing = domains.filter((domain) => !result.has(domain));
  const [known, ...found] = missing.length > 0 ? await Promise.all([lookUp(KNOWN_DOMAIN, options), ...missing.map((domain) => lookUp(domain, options))]) : [];
  const trustsNotFound = known === 'taken';
  const answers = missing.map((domain, index) => {
    const looked = found[index] ?? 'unknown';
    const availability: DomainAvailability = looked === 'available' && !trustsNotFound ? 'unknown' : looked;
    return { domain, availability };
  });
  for (const { domain, availability } of answers) result.set(domain, availability);
  if (answers.length > 0) {
    await db
      .insert(domainChecks)
      .values(
        answers.map(({ domain, availability }) => ({
          domain,
          availability,
          checkedAt: sql`now()`,
          expiresAt: sql`now() + make_interval(secs => ${availability === 'unknown' ? UNKNOWN_TTL_SECONDS : ANSWER_TTL_SECONDS})`,
        })),
      )
      .onConflictDoUpdate({
        target: domainChecks.domain,
        set: { availability: sql`excluded.availability`, checkedAt: sql`excluded.checked_at`, expiresAt: sql`excluded.expires_at` },
      });
    // Expired answers are dropped as new ones arrive, so the table stays small without a job.
    await db.delete(domainChecks).where(lt(domainChecks.expiresAt, sql`now() - interval '1 day'`));
  }
  return result;
}
