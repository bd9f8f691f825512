import { Resolver } from 'node:dns/promises';
import type { Db } from '../../db/connection';
import './landingDomains.tables';

/**
 * The three lookups verification needs. Each answers the records found, [] when the name has
 * none of that type (or does not exist), and throws DnsTimeout when the DNS does not answer in
 * time; any other failure (SERVFAIL, refused…) also counts as a timeout: nothing was learnt.
 */
export interface DnsResolver {
  resolveTxt(name: string): Promise<string[][]>;
  resolveCname(name: string): Promise<string[]>;
  resolve4(name: string): Promise<string[]>;
}

export class DnsTimeout extends Error {
  constructor(name: string) {
    super(`DNS lookup of ${name} did not answer in time`);
  }
}

/** Answers meaning "there is no such record": an empty answer, not a failure. */
const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN', 'ENONAME']);

/** One lookup within `ms`: [] for no record, DnsTimeout for no answer. */
export async function withinTime<T>(name: string, lookup: () => Promise<T[]>, ms: number): Promise<T[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new DnsTimeout(name)), ms); });
  try {
    return await Promise.race([lookup(), timeout]);
  } catch (error) {
    if (NO_RECORD.has((error as { code?: string }).code ?? '')) return [];
    if (error instanceof DnsTimeout) throw error;
    throw new DnsTimeout(name);
  } finally {
    clearTimeout(timer);
  }
}

/** The system's DNS (node:dns, c-ares), each lookup bounded so a verification answers within seconds. */
export function systemResolver(timeoutMs = 4000): DnsResolver {
  const resolver = new Resolver({ timeout: Math.floor(timeoutMs / 2), tries: 2 });
  return {
    resolveTxt: (name) => withinTime(name, () => resolver.resolveTxt(name), timeoutMs),
    resolveCname: (name) => withinTime(name, () => resolver.resolveCname(name), timeoutMs),
    resolve4: (name) => withinTime(name, () => resolver.resolve4(name), timeoutMs),
  };
}

/**
 * The sandbox's DNS: the records its switch "created" (table sandbox_dns_records), nothing else;
 * no outside host is asked. Answers as the real resolver does (TXT strings come as one chunk).
 */
export function sandboxResolver(db: Db): DnsResolver {
  const values = async (name: string, type: 'A' | 'CNAME' | 'TXT') =>
    (await db.selectFrom('sandboxDnsRecords').select('value').where('name', '=', name.toLowerCase()).where('type', '=', type).orderBy('value').execute()).map((r) => r.value);
  return {
    resolveTxt: async (name) => (await values(name, 'TXT')).map((v) => [v]),
    resolveCname: (name) => values(name, 'CNAME'),
    resolve4: (name) => values(name, 'A'),
  };
}
